import { describe, expect, it } from 'vitest';
import { fileKind, formatBytes, nameFromTemplate } from './documentFormat';

describe('formatBytes', () => {
  it('reads sizes as people do', () => {
    expect([0, 1, 512, 1024, 1_258_291, 25 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual([
      '0 bytes',
      '1 byte',
      '512 bytes',
      '1 KB',
      '1.2 MB',
      '25 MB',
      '3 GB',
    ]);
  });
});

describe('nameFromTemplate', () => {
  it("keeps the template's extension after the day", () => {
    expect(nameFromTemplate('Mutual NDA.docx', 'Nov 29, 2026')).toBe('Mutual NDA – Nov 29, 2026.docx');
    expect(nameFromTemplate('README', 'Nov 29, 2026')).toBe('README – Nov 29, 2026');
  });
});

describe('fileKind', () => {
  it('reads the checked type first, then the extension', () => {
    expect(fileKind('scan.bin', 'application/pdf')).toBe('pdf');
    expect(fileKind('budget.xlsx', null)).toBe('sheet');
    expect(fileKind('notes', 'text/plain')).toBe('text');
    expect(fileKind('archive.zip', null)).toBe('other');
  });
});
