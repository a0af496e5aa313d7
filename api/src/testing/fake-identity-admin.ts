import type { IdentityAdmin } from '../identity/identity-admin.js';

export interface FakeIdentityAdmin extends IdentityAdmin {
  /** The identity users by email, as the api created them. */
  users: Map<string, { sub: string; password: string }>;
  /** The emails whose identity user has a second factor on. */
  withMfa: Set<string>;
}

/** An in-memory identity service: records what the api asked it to create or delete. */
export function createFakeIdentityAdmin(): FakeIdentityAdmin {
  const store = new Map<string, { sub: string; password: string }>();
  let created = 0;
  const withMfa = new Set<string>();
  return {
    users: store,
    withMfa,
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
  };
}
