// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EMOJI_FAMILY, emojiFaces, emojiFontCss } from './emojiFont';

const css = readFileSync(createRequire(import.meta.url).resolve('@infolektuell/noto-color-emoji/index.css'), 'utf8');
const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('the self-hosted emoji font', () => {
  it('reads every woff2 slice of the package with its unicode-range, none covering plain Latin text alone', () => {
    const faces = emojiFaces(css);
    expect(faces.length).toBeGreaterThan(5);
    for (const face of faces) {
      expect(face.file).toMatch(/^files\/\d+\.woff2$/);
      expect(face.unicodeRange).toMatch(/^U\+/);
    }
    // Regional indicators (flags) and the smileys are in some slice.
    expect(faces.some((face) => face.unicodeRange === 'U+1f1e6-1f1ff')).toBe(true);
  });

  it('writes one swap face per slice, an installed font first', () => {
    const rules = emojiFontCss([{ url: '/assets/a.woff2', unicodeRange: 'U+1f600-1f64f' }]);
    expect(rules).toBe(
      `@font-face{font-family:'${EMOJI_FAMILY}';font-style:normal;font-weight:400;font-display:swap;` +
        `src:local('${EMOJI_FAMILY}'),url(/assets/a.woff2) format('woff2') tech(color-COLRv1);unicode-range:U+1f600-1f64f}`,
    );
  });

  it('ends the app’s font stack with the system emoji fonts, then this one, after the text fonts', () => {
    const stack = /--app-fonts:\s*([^;]+);/.exec(indexHtml)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(stack).toBe(
      `Inter, 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', '${EMOJI_FAMILY}'`,
    );
  });
});
