import { describe, expect, it } from 'vitest';
import { documentUploadPath, safeBackPath } from './documentUrls';

describe('documentUploadPath and ?back=', () => {
  it('carries the way back to a response', () => {
    expect(documentUploadPath({ responseId: '7', back: '/requests/3?tab=x' })).toBe(
      '/dashboard/documents/upload?response=7&back=%2Frequests%2F3%3Ftab%3Dx',
    );
  });

  it('links back only to a path of this site', () => {
    expect(safeBackPath('/requests/3')).toBe('/requests/3');
    for (const unsafe of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', null])
      expect(safeBackPath(unsafe)).toBeNull();
  });
});
