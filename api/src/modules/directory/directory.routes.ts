import type { ApiInstance } from '../../http/types.js';
import { countFigures, type Figures } from './directory.repository.js';
import { DirectoryFiguresDto } from './directory.schemas.js';

/**
 * How long an api instance keeps the figures: they are the same for everyone and move only when a
 * company is listed or changes, so the home page's every visit need not count the directory.
 */
export const FIGURES_TTL_MS = 60_000;

export async function directoryRoutes(app: ApiInstance): Promise<void> {
  let cached: { figures: Figures; at: Date } | undefined;
  let pending: Promise<{ figures: Figures; at: Date }> | undefined;
  const figures = async () => {
    const now = app.deps.clock.now();
    if (cached && now.getTime() - cached.at.getTime() < FIGURES_TTL_MS) return cached;
    // One count at a time: concurrent first visits share it.
    pending ??= countFigures(app.deps.db)
      .then((counted) => (cached = { figures: counted, at: now }))
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  app.get(
    '/v1/directory/figures',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'How many companies the directory lists, by type and by region (cached for a minute)',
        response: { 200: DirectoryFiguresDto },
      },
    },
    async () => {
      const { figures: counted, at } = await figures();
      return { ...counted, updatedAt: at.toISOString() };
    },
  );
}
