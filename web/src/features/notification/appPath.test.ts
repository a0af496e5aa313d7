import { describe, expect, it } from 'vitest';
import { appPath } from './appPath';

describe('appPath', () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(appPath('/dashboard/inbox/12')).toBe('/dashboard/inbox/12');
    expect(appPath('/dashboard/team?tab=requests#new')).toBe('/dashboard/team?tab=requests#new');
  });

  it('ignores a missing link and anything that is not an app path', () => {
    for (const link of [null, undefined, '', 'dashboard/inbox', 'https://evil.test/', 'javascript:alert(1)'])
      expect(appPath(link)).toBeNull();
  });

  it('ignores paths browsers read as another site, and control characters', () => {
    for (const link of ['//evil.test/x', '/\\evil.test', '/in box', '/inbox\n/x', '/\t/evil.test'])
      expect(appPath(link)).toBeNull();
  });
});
