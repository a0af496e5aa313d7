import DataLoader from 'dataloader';
import type { ApiKeysApi, ApiKeyUsageDayDto } from './api-keys.api.js';

export interface ApiKeysLoaders {
  /**
   * A key's use per day over the last `days` days: every key's of one request in one upstream
   * call per distinct `days` (GET /companies/me/api-keys/usage answers the whole company's).
   */
  apiKeyUsage: DataLoader<{ id: string; days: number }, ApiKeyUsageDayDto[], string>;
}

export function createApiKeysLoaders(api: ApiKeysApi): ApiKeysLoaders {
  const apiKeyUsage = new DataLoader<{ id: string; days: number }, ApiKeyUsageDayDto[], string>(
    async (keys) => {
      const byDays = new Map<number, Promise<Map<string, ApiKeyUsageDayDto[]>>>();
      const usageFor = (days: number) => {
        let found = byDays.get(days);
        if (!found) {
          found = api.usage(days).then((all) => new Map(all.map((usage) => [usage.apiKeyId, usage.days])));
          byDays.set(days, found);
        }
        return found;
      };
      // A key created after the list was read has no use yet: none is an empty list, not an error.
      return Promise.all(keys.map(async ({ id, days }) => (await usageFor(days)).get(id) ?? []));
    },
    { cacheKeyFn: ({ id, days }) => `${id}/${days}` },
  );
  return { apiKeyUsage };
}
