import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './providerSignIn';

describe('sameOriginPath', () => {
  it("keeps the bff's start route with its query", () => {
    expect(sameOriginPath('/auth/social/google?intent=signin&returnTo=%2Fregister-success-partner')).toBe(
      '/auth/social/google?intent=signin&returnTo=%2Fregister-success-partner',
    );
  });

  it('refuses what a browser would read as another site, or no path at all', () => {
    for (const path of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(sameOriginPath(path)).toBeNull();
    }
  });
});
