import { describe, expect, it } from 'vitest';
import type { Apis, Loaders } from './context.js';
import { forgetMadeParts } from './lazy.record.js';
import { createApiMaker, createLoaderMaker, type BffModule } from './module.js';
import type { RestClient } from './rest/rest.client.js';
import type { RequestSession } from './session/request.session.js';

/** Modules that count what they make, with the shapes features use (one key each, or two). */
function modules(made: string[]): BffModule[] {
  const feature = (name: string, keys: string[]): BffModule => ({
    name,
    api: (rest) => {
      made.push(`api:${name}`);
      return Object.fromEntries(keys.map((key) => [key, { rest, key }])) as Partial<Apis>;
    },
  });
  return [
    feature('alpha', ['alpha']),
    feature('beta', ['beta', 'betaExtra']),
    { name: 'plain' },
    {
      name: 'gamma',
      api: () => ({ alpha: 'gamma wins' }) as unknown as Partial<Apis>,
      loaders: (api, session) => {
        made.push('loaders:gamma');
        return { byApi: { api, session } } as unknown as Partial<Loaders>;
      },
    },
  ];
}

const rest = (name: string) => ({ name }) as unknown as RestClient;

describe('per-request apis and loaders, made on first use', () => {
  it('reads as the Object.assign of every module would, making each module once and only when read', () => {
    const made: string[] = [];
    const list = modules(made);
    const makeApis = createApiMaker(list);
    made.length = 0; // the makers learn each module's keys once, with stand-ins
    const one = makeApis(rest('one')) as unknown as Record<string, unknown>;
    expect(made).toEqual([]);
    expect(one.beta).toEqual({ rest: rest('one'), key: 'beta' });
    expect(one.betaExtra).toEqual({ rest: rest('one'), key: 'betaExtra' });
    expect(one.beta).toBe(one.beta);
    expect(made).toEqual(['api:beta']);
    // A key two modules give is the later one's, as with Object.assign.
    expect(one.alpha).toBe('gamma wins');
    expect(made).toEqual(['api:beta']);
    const eager = Object.assign({}, ...list.map((module) => module.api?.(rest('one')) ?? {})) as Record<
      string,
      unknown
    >;
    expect(Object.keys(eager).sort()).toEqual(['alpha', 'beta', 'betaExtra']);
    expect({ ...one }).toEqual(eager);
  });

  it('never shares a request’s apis or loaders with another request', () => {
    const made: string[] = [];
    const makeApis = createApiMaker(modules(made));
    const makeLoaders = createLoaderMaker(modules(made), makeApis);
    const one = makeApis(rest('one')) as unknown as Record<string, { rest: unknown }>;
    const two = makeApis(rest('two')) as unknown as Record<string, { rest: unknown }>;
    expect(one.beta?.rest).toEqual(rest('one'));
    expect(two.beta?.rest).toEqual(rest('two'));
    const session = { id: 1 } as unknown as RequestSession;
    const loaders = makeLoaders(one as unknown as Apis, session) as unknown as Record<string, unknown>;
    const others = makeLoaders(two as unknown as Apis, session) as unknown as Record<string, unknown>;
    expect(loaders.byApi).toEqual({ api: one, session });
    expect(others.byApi).not.toBe(loaders.byApi);
  });

  it('makes the loaders afresh in place when the caller changes, seen through a shallow copy of the context', () => {
    const made: string[] = [];
    const makeApis = createApiMaker(modules(made));
    const makeLoaders = createLoaderMaker(modules(made), makeApis);
    const context = { loaders: makeLoaders(makeApis(rest('one')), { id: 1 } as unknown as RequestSession) };
    // Apollo Server runs the resolvers on such a copy (its cloneObject).
    const seen = Object.assign(Object.create(Object.getPrototypeOf(context) as object) as object, context) as {
      loaders: Record<string, unknown>;
    };
    const before = seen.loaders.byApi;
    made.length = 0;
    forgetMadeParts(context.loaders);
    expect(seen.loaders.byApi).not.toBe(before);
    expect(seen.loaders.byApi).toEqual(before);
    expect(made).toEqual(['loaders:gamma']);
  });

  it('lets a key be replaced, as a plain object would', () => {
    const makeApis = createApiMaker(modules([]));
    const apis = makeApis(rest('one')) as unknown as Record<string, unknown>;
    apis.beta = 'stub';
    expect(apis.beta).toBe('stub');
    expect(apis.betaExtra).toEqual({ rest: rest('one'), key: 'betaExtra' });
  });

  it('refuses, at start, a module whose api calls the api while it is made', () => {
    const eager: BffModule = {
      name: 'eager',
      api: (client) => {
        void client.get('/users/current' as never, { operation: 'getCurrentUser' } as never);
        return {};
      },
    };
    expect(() => createApiMaker([eager])).toThrow(/module eager/);
  });
});
