import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { ApiModule } from '../http/module.js';
import type { IdentityAdmin } from '../identity/identity-admin.js';
import { modules as allModules } from '../__generated__/modules.js';
import type { ModuleSeed, ScaleContext, ScaleOption, SeedMode } from './module-seed.js';

export type { SeedMode } from './module-seed.js';

export interface SeedResult {
  /** True when people were inserted now (first start); false when users already existed. */
  seeded: boolean;
}

type SeedingModule = ApiModule & { seed: ModuleSeed };

/**
 * The modules that seed, in the order they run: each after the modules its `after` names,
 * otherwise in folder order. The order is the same on every machine, so ids are too.
 */
export function seedOrder(modules: readonly ApiModule[]): SeedingModule[] {
  const seeding = modules.filter((module): module is SeedingModule => module.seed !== undefined);
  const names = new Set(seeding.map((module) => module.name));
  for (const module of seeding)
    for (const before of module.seed.after ?? [])
      if (!names.has(before)) throw new Error(`The ${module.name} seed runs after ${before}, which seeds nothing.`);
  const order: SeedingModule[] = [];
  const done = new Set<string>();
  while (order.length < seeding.length) {
    const next = seeding.find(
      (module) => !done.has(module.name) && (module.seed.after ?? []).every((before) => done.has(before)),
    );
    if (!next) throw new Error('The seeds’ `after` lists form a cycle.');
    order.push(next);
    done.add(next.name);
  }
  return order;
}

/**
 * Reference data always (idempotent); personas and demo data only while no module says its
 * people are there, so later starts never re-seed or overwrite what people changed.
 */
export async function runSeed(
  db: Db,
  options: { mode: SeedMode; clock: Clock },
  modules: readonly ApiModule[] = allModules,
): Promise<SeedResult> {
  const order = seedOrder(modules);
  for (const module of order) await module.seed.reference?.(db);
  if (options.mode === 'none') return { seeded: false };
  for (const module of order) if (await module.seed.seeded?.(db)) return { seeded: false };
  const now = options.clock.now();
  await db.transaction(async (tx) => {
    for (const { seed } of order) {
      const step = options.mode === 'demo' ? (seed.demo ?? seed.personas) : seed.personas;
      await step?.(tx, now);
    }
  });
  return { seeded: true };
}

/** Gives the seeded people identities to sign in with (every module that has some), idempotently. */
export async function provisionIdentities(
  db: Db,
  admin: IdentityAdmin,
  adminGroup: string,
  modules: readonly ApiModule[] = allModules,
): Promise<void> {
  for (const { seed } of seedOrder(modules)) await seed.identities?.(db, admin, adminGroup);
}

/** Every module's scale options (`npm run seed:scale`), by name. */
export function scaleOptions(modules: readonly ApiModule[] = allModules): Record<string, ScaleOption> {
  return Object.assign({}, ...seedOrder(modules).map(({ seed }) => seed.scale?.options ?? {}));
}

/** Runs every module's scale seed, in seed order, with the given option values (defaults for the rest). */
export async function runScaleSeed(
  db: Db,
  values: Readonly<Record<string, number>>,
  context: ScaleContext,
  modules: readonly ApiModule[] = allModules,
): Promise<void> {
  const defaults = Object.fromEntries(Object.entries(scaleOptions(modules)).map(([name, o]) => [name, o.default]));
  for (const { seed } of seedOrder(modules)) await seed.scale?.run(db, { ...defaults, ...values }, context);
}
