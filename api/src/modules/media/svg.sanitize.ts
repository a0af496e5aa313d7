import type { DOMPurify } from 'dompurify';

/**
 * SVG uploads through DOMPurify's SVG profile (a kept sanitiser; jsdom gives it a DOM on the
 * server). A file from which it had to remove anything that can act (an element such as
 * <script>, <animate> or <set>, an event handler, a reference outside the file) is refused, so a
 * user learns their logo was not what they thought; otherwise its sanitised form is what is
 * stored, without editors' namespaced leftovers (inkscape:…, sodipodi:…). Regular expressions
 * alone missed SMIL (`<set attributeName="onmouseover">`) and entity-encoded schemes.
 */
let purifier: Promise<DOMPurify> | undefined;

async function loadPurifier(): Promise<DOMPurify> {
  // Loaded on the first SVG only: jsdom takes a while to import, and most uploads are rasters.
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  // <use> draws another part of the same file: kept, but only with a local `#id` reference.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.trim().startsWith('#'))
      data.keepAttr = false;
  });
  return purify;
}

/** What DOMPurify may remove without the file being refused: its HTML wrapper and editors' namespaced attributes. */
function harmless(removed: { element?: Node; attribute?: Attr | null }): boolean {
  if (removed.attribute) return removed.attribute.name.includes(':') && !/^xlink:|^xml:/.test(removed.attribute.name);
  const name = removed.element?.nodeName.toLowerCase() ?? '';
  return name === 'body' || name === 'html' || name === 'head' || name === '#comment';
}

/** The sanitised SVG, or null when the file is not a plain SVG image. */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const purify = await (purifier ??= loadPurifier());
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    WHOLE_DOCUMENT: false,
  });
  if (!purify.removed.every(harmless)) return null;
  const trimmed = clean.trim();
  return /^<svg[\s>]/i.test(trimmed) && trimmed.endsWith('</svg>') ? trimmed : null;
}
