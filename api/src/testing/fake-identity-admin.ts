import type { IdentityAdmin, OidcProviderSettings } from '../identity/identity-admin.js';

export interface FakeIdentityAdmin extends IdentityAdmin {
  /** The identity users by email, as the api created them. */
  users: Map<string, { sub: string; password: string }>;
  /** The emails whose identity user has a second factor on. */
  withMfa: Set<string>;
  /** The pool's OIDC providers by name, as the api configured them. */
  providers: Map<string, OidcProviderSettings>;
  /** The providers each app client offers, by client id (COGNITO first, as the real pool keeps it). */
  clientProviders: Map<string, string[]>;
  /** Set to make the next provider or client call fail as the pool would (then cleared). */
  failNext: Error | null;
}

/** An in-memory identity service: records what the api asked it to create or delete. */
export function createFakeIdentityAdmin(): FakeIdentityAdmin {
  const store = new Map<string, { sub: string; password: string }>();
  let created = 0;
  const withMfa = new Set<string>();
  const providers = new Map<string, OidcProviderSettings>();
  const clientProviders = new Map<string, string[]>();
  const fake: FakeIdentityAdmin = {
    users: store,
    withMfa,
    providers,
    clientProviders,
    failNext: null,
    mfaEnabled: async (email) => withMfa.has(email),
    findSub: async (email) => store.get(email)?.sub ?? null,
    createUser: async (email, password) => {
      created += 1;
      const sub = `identity-${created}`;
      store.set(email, { sub, password });
      return sub;
    },
    setPassword: async (email, password) => {
      const user = store.get(email);
      if (user) user.password = password;
    },
    addToGroup: async () => undefined,
    deleteUser: async (email) => {
      store.delete(email);
    },
    upsertOidcProvider: async (name, settings) => {
      failIfAsked();
      providers.set(name, { ...settings, scopes: [...settings.scopes] });
    },
    deleteProvider: async (name) => {
      failIfAsked();
      providers.delete(name);
    },
    allowProviderOnClient: async (clientId, name, allowed) => {
      failIfAsked();
      const others = (clientProviders.get(clientId) ?? []).filter((p) => p !== name && p !== 'COGNITO');
      clientProviders.set(clientId, ['COGNITO', ...others, ...(allowed ? [name] : [])]);
    },
  };
  function failIfAsked(): void {
    const error = fake.failNext;
    fake.failNext = null;
    if (error) throw error;
  }
  return fake;
}
