import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import type { HomeCaller } from './member-home.caller.js';
import { type HomeCompleteness, INTEREST_ITEMS, PROFILE_ITEMS } from './member-home.schemas.js';

interface ProfileRow {
  first_name: string;
  last_name: string;
  job_title: string | null;
  phone: string | null;
  linkedin: string | null;
  picture: boolean;
  city: string | null;
  country: string | null;
  therapeutic_areas: number;
  services: number;
  products: number;
  regions: number;
  trial_phases: number;
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

function checklist<K extends string>(done: Record<K, boolean>, keys: readonly K[]) {
  const items = keys.map((key) => ({ key, done: done[key] }));
  const count = items.filter((item) => item.done).length;
  return { percent: Math.floor((count * 100) / keys.length), complete: count === keys.length, items };
}

/**
 * The caller's profile fields (name, job title, phone, LinkedIn, picture, location: city and
 * country) and interests (spec §5: each list non-empty and trial phases set), as checklists. One
 * statement: the user's row and their interests counted by reference kind.
 */
export async function homeCompleteness(db: Executor, caller: HomeCaller): Promise<HomeCompleteness> {
  const [row] = rowsOf<ProfileRow>(
    await db.execute(sql`
      SELECT u.first_name, u.last_name, u.job_title, u.phone, u.linkedin, u.picture_file_id IS NOT NULL AS picture,
        u.city, u.country,
        count(*) FILTER (WHERE ri.kind = 'THERAPEUTIC_AREAS')::int AS therapeutic_areas,
        count(*) FILTER (WHERE ri.kind = 'SERVICES')::int AS services,
        count(*) FILTER (WHERE ri.kind = 'PRODUCTS')::int AS products,
        count(*) FILTER (WHERE ri.kind = 'REGIONS')::int AS regions,
        coalesce((SELECT cardinality(ui.trial_phases) FROM user_interests ui WHERE ui.user_id = u.id), 0) AS trial_phases
      FROM users u
      LEFT JOIN user_interest_items i ON i.user_id = u.id
      LEFT JOIN reference_items ri ON ri.id = i.reference_item_id
      WHERE u.id = ${caller.userId}
      GROUP BY u.id`),
  );
  if (!row) throw new Error(`user ${caller.userId} vanished while answering`);
  const profile: Record<(typeof PROFILE_ITEMS)[number], boolean> = {
    NAME: filled(row.first_name) && filled(row.last_name),
    JOB_TITLE: filled(row.job_title),
    PHONE: filled(row.phone),
    LINKEDIN: filled(row.linkedin),
    PICTURE: row.picture,
    LOCATION: filled(row.city) && filled(row.country),
  };
  const interests: Record<(typeof INTEREST_ITEMS)[number], boolean> = {
    THERAPEUTIC_AREAS: row.therapeutic_areas > 0,
    SERVICES: row.services > 0,
    PRODUCTS: row.products > 0,
    REGIONS: row.regions > 0,
    TRIAL_PHASES: Number(row.trial_phases) > 0,
  };
  return { profile: checklist(profile, PROFILE_ITEMS), interests: checklist(interests, INTEREST_ITEMS) };
}
