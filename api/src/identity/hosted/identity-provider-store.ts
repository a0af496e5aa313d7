import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

/** A pool's identity provider, as Cognito describes it (dates as ISO strings on disk). */
export interface IdentityProviderRecord {
  UserPoolId: string;
  ProviderName: string;
  ProviderType: 'OIDC';
  ProviderDetails: Record<string, string>;
  AttributeMapping: Record<string, string>;
  IdpIdentifiers: string[];
  CreationDate: string;
  LastModifiedDate: string;
}

type Pools = Record<string, Record<string, IdentityProviderRecord>>;

/**
 * The pools' identity providers, kept in one JSON file in the emulator's data directory (beside
 * cognito-local's `.cognito/` and `pool.json`, never inside it: cognito-local reads every file in
 * `.cognito/db` as a pool). Read once at start, written whole after each change, so they survive
 * restarts; writes are queued so two changes never interleave.
 */
export function createIdentityProviderStore(file: string) {
  const pools: Pools = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Pools) : {};
  let writing: Promise<void> = Promise.resolve();

  function persist(): Promise<void> {
    const text = `${JSON.stringify(pools, null, 2)}\n`;
    writing = writing.then(async () => {
      // Written beside, then renamed: a crash mid-write never leaves half a file.
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    });
    return writing;
  }

  return {
    get(poolId: string, name: string): IdentityProviderRecord | undefined {
      return pools[poolId]?.[name];
    },
    list(poolId: string): IdentityProviderRecord[] {
      return Object.values(pools[poolId] ?? {}).sort((a, b) => a.CreationDate.localeCompare(b.CreationDate));
    },
    async put(record: IdentityProviderRecord): Promise<void> {
      (pools[record.UserPoolId] ??= {})[record.ProviderName] = record;
      await persist();
    },
    async remove(poolId: string, name: string): Promise<void> {
      delete pools[poolId]?.[name];
      await persist();
    },
  };
}

export type IdentityProviderStore = ReturnType<typeof createIdentityProviderStore>;
