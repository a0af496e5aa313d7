import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The family name the app's font stack (index.html's --app-fonts) ends with. */
export const EMOJI_FAMILY = 'Noto Color Emoji';

/** One unicode-range slice of the font, as @infolektuell/noto-color-emoji ships it (Google Fonts' COLRv1 slices). */
export interface EmojiFace {
  /** The woff2 file, relative to the package's index.css. */
  file: string;
  unicodeRange: string;
}

const FACE = /@font-face\s*{([^}]*)}/g;

/** The slices of the package's index.css: each face's woff2 file and its unicode-range. */
export function emojiFaces(css: string): EmojiFace[] {
  return [...css.matchAll(FACE)].map(([, body = '']) => {
    const file = /url\(([^)]+\.woff2)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim();
    if (!file || !unicodeRange) throw new Error(`emojiFont: a face without woff2 or unicode-range: ${body}`);
    return { file: file.replace(/^\.\//, ''), unicodeRange };
  });
}

/**
 * The @font-face rules, one per slice. A browser downloads a slice only when a page shows a
 * character of its range that no font before it in the stack has (so never for plain text, and
 * not on a system with a colour emoji font: those come first in --app-fonts). `local()` uses an
 * installed Noto Color Emoji before any download; `tech(color-COLRv1)` keeps a browser that cannot
 * draw COLRv1 glyphs (they would be blank) from downloading it, so it falls back to its own fonts.
 */
export function emojiFontCss(faces: readonly { url: string; unicodeRange: string }[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:'${EMOJI_FAMILY}';font-style:normal;font-weight:400;font-display:swap;` +
        `src:local('${EMOJI_FAMILY}'),url(${face.url}) format('woff2') tech(color-COLRv1);unicode-range:${face.unicodeRange}}`,
    )
    .join('');
}

/**
 * Self-hosts the emoji font: Debian's Chromium (and many Linux desktops) has no colour emoji
 * font, so an emoji in a name showed as a box. (@fontsource/noto-color-emoji's woff2 slices load
 * but draw nothing in Chromium 156: this package's COLRv1 slices draw, at 2 MB for all eleven.)
 * The build emits the package's woff2 slices as
 * hashed assets and writes their @font-face rules into index.html's head: CSS, not JavaScript, so
 * the first route's script budget is untouched, and nothing downloads until a page shows an emoji.
 */
export function emojiFont(): Plugin {
  const require = createRequire(import.meta.url);
  const cssPath = require.resolve('@infolektuell/noto-color-emoji/index.css');
  const faces = emojiFaces(readFileSync(cssPath, 'utf8'));
  let base = '/';
  let serving = false;
  const built = faces.map((face) => {
    const source = readFileSync(join(dirname(cssPath), face.file));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    const slice = /(\w+)\.woff2$/.exec(face.file)?.[1] ?? 'x';
    const absolute = join(dirname(cssPath), face.file);
    return { ...face, source, fileName: `assets/noto-color-emoji-${slice}-${hash}.woff2`, absolute };
  });
  return {
    name: 'trialbridge-emoji-font',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
    },
    generateBundle() {
      for (const face of built) this.emitFile({ type: 'asset', fileName: face.fileName, source: face.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => {
        // The dev server reads the package's files where they are (/@fs/…); the build serves its copies.
        const urls = built.map((face) => ({
          url: serving ? `/@fs${face.absolute}` : `${base}${face.fileName}`,
          unicodeRange: face.unicodeRange,
        }));
        return [{ tag: 'style', attrs: { 'data-emoji-font': '' }, children: emojiFontCss(urls), injectTo: 'head' }];
      },
    },
  };
}
