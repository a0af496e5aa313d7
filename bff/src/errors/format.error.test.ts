import { describe, expect, it, vi } from 'vitest';
import { AppError } from './error.codes.js';
import { createFormatError } from './format.error.js';

describe('createFormatError', () => {
  const format = createFormatError({ error: vi.fn() });

  it('drops the transport detail when an upstream was unreachable', () => {
    // The identity service's network failure still names its exception in extensions.
    const error = new AppError('UPSTREAM_UNAVAILABLE', 'The service is temporarily unavailable.', {
      upstreamCode: 'NetworkError',
    });
    expect(format(error.toJSON(), error)).toEqual({
      message: 'The service is temporarily unavailable.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('keeps the catalogue code when the api refused the request', () => {
    const error = new AppError('USER_INACTIVE', 'User is disabled.', { upstreamCode: 112 });
    expect(format(error.toJSON(), error).extensions).toEqual({ code: 'USER_INACTIVE', upstreamCode: 112 });
  });
});
