import { describe, expect, it } from 'vitest';
import { controlCharacterMessage, hasUnsafeCharacters, unsafeFields } from './text-safety.js';

describe('text safety at the api’s edge', () => {
  it('refuses C0 controls, DEL and lone surrogates; keeps tabs, line breaks, emoji and accents', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001B[31m', 'del\u007F', 'half \uD83D', '\uDE00 half'])
      expect(hasUnsafeCharacters(bad)).toBe(true);
    for (const good of ['line one\nline two\r\n\tindented', 'Zürich 😀', 'Łódź — “quoted”', ''])
      expect(hasUnsafeCharacters(good)).toBe(false);
  });

  it('names each field: nested, in arrays, in the query and the path', () => {
    const fields = unsafeFields({
      params: { alias: 'ok' },
      query: Object.assign(Object.create(null) as object, { q: 'a\u0000' }),
      body: { subject: 'fine', items: [{ note: 'x\u0007' }] },
    });
    expect(fields).toEqual([
      { field: 'q', message: controlCharacterMessage('q') },
      { field: 'items.0.note', message: controlCharacterMessage('items.0.note') },
    ]);
  });

  it('leaves bytes alone and reads parts that refer to each other once', () => {
    const part: Record<string, unknown> = {
      filename: 'logo.png',
      file: { pipe: () => undefined },
      data: Buffer.from([0]),
    };
    part.fields = { logo: part };
    expect(unsafeFields({ params: {}, query: {}, body: part })).toEqual([]);
  });
});
