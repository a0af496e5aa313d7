import { describe, expect, it } from 'vitest';
import { compilersFactory } from './schema-compilers.js';

type Compile = (route: { schema: unknown; method: string; url: string }) => unknown;

const validator = () =>
  compilersFactory.buildValidator({}, { customOptions: { allErrors: false } }) as unknown as Compile;
const serializer = () => compilersFactory.buildSerializer({}, {}) as unknown as Compile;
const name = { type: 'object', properties: { name: { type: 'string', maxLength: 3 } } };

describe('schema compilers shared by every app of a process', () => {
  it('compile an equal schema once, for any route and any app', () => {
    const first = validator()({ schema: name, method: 'POST', url: '/a' });
    const again = validator()({ schema: structuredClone(name), method: 'PUT', url: '/b' });
    expect(again).toBe(first);
    expect(serializer()({ schema: name, method: 'GET', url: '/a' })).toBe(
      serializer()({ schema: structuredClone(name), method: 'GET', url: '/b' }),
    );
  });

  it('compile a different schema on its own, and it validates as its schema says', () => {
    const short = validator()({ schema: name, method: 'POST', url: '/a' }) as (value: unknown) => boolean;
    const longer = { type: 'object', properties: { name: { type: 'string', maxLength: 5 } } };
    const long = validator()({ schema: longer, method: 'POST', url: '/a' }) as (value: unknown) => boolean;
    expect(long).not.toBe(short);
    expect(short({ name: 'abcd' })).toBe(false);
    expect(long({ name: 'abcd' })).toBe(true);
    const serialize = serializer()({ schema: longer, method: 'GET', url: '/a' }) as (value: unknown) => string;
    expect(serialize({ name: 'ab', secret: 'x' })).toBe('{"name":"ab"}');
  });
});
