import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { referenceItems, type ReferenceKind } from '../reference/index.js';
import type { TrialPhase } from '../user/index.js';
import { userInterestItems, userInterests } from './interests.table.js';

/** The four interest lists and the reference kind each holds. */
export const INTEREST_LISTS = {
  therapeuticAreas: 'THERAPEUTIC_AREAS',
  services: 'SERVICES',
  products: 'PRODUCTS',
  regions: 'REGIONS',
} as const satisfies Record<string, ReferenceKind>;
export type InterestList = keyof typeof INTEREST_LISTS;

export interface InterestItem {
  id: number;
  kind: ReferenceKind;
  name: string;
  parentId: number | null;
}

export interface InterestsDto {
  therapeuticAreas: InterestItem[];
  services: InterestItem[];
  products: InterestItem[];
  regions: InterestItem[];
  trialPhasesSupported: TrialPhase[];
  complete: boolean;
}

export async function loadInterests(db: Executor, userId: number): Promise<InterestsDto> {
  const items = await db
    .select({
      id: referenceItems.id,
      kind: referenceItems.kind,
      name: referenceItems.name,
      parentId: referenceItems.parentId,
    })
    .from(userInterestItems)
    .innerJoin(referenceItems, eq(referenceItems.id, userInterestItems.referenceItemId))
    .where(eq(userInterestItems.userId, userId))
    .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.id));
  const [row] = await db
    .select({ trialPhases: userInterests.trialPhases })
    .from(userInterests)
    .where(eq(userInterests.userId, userId));
  const of = (kind: ReferenceKind) => items.filter((i) => i.kind === kind);
  const dto = {
    therapeuticAreas: of('THERAPEUTIC_AREAS'),
    services: of('SERVICES'),
    products: of('PRODUCTS'),
    regions: of('REGIONS'),
    trialPhasesSupported: (row?.trialPhases ?? []) as TrialPhase[],
  };
  return { ...dto, complete: isComplete(dto) };
}

/** Spec §5: complete only if every list is non-empty and trial phases supported is set. */
export function isComplete(dto: Omit<InterestsDto, 'complete'>): boolean {
  return (
    dto.therapeuticAreas.length > 0 &&
    dto.services.length > 0 &&
    dto.products.length > 0 &&
    dto.regions.length > 0 &&
    dto.trialPhasesSupported.length > 0
  );
}

/** Replaces all interests of a user in one transaction. */
export async function replaceInterests(
  db: Executor,
  userId: number,
  itemIds: number[],
  phases: TrialPhase[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userInterestItems).where(eq(userInterestItems.userId, userId));
    if (itemIds.length > 0)
      await tx.insert(userInterestItems).values(itemIds.map((referenceItemId) => ({ userId, referenceItemId })));
    await tx
      .insert(userInterests)
      .values({ userId, trialPhases: phases, updatedAt: now })
      .onConflictDoUpdate({ target: userInterests.userId, set: { trialPhases: phases, updatedAt: now } });
  });
}
