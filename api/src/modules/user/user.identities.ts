import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from './user.table.js';
import { DEMO_PASSWORD, PERSONAS } from '../../seed/personas.js';
import type { IdentityAdmin } from '../../identity/identity-admin.js';

/**
 * Gives every persona an identity user (password DEMO_PASSWORD, email verified), puts the admin
 * persona in the admin group and stores each `sub` on its users row. Idempotent and run at every
 * start with demo data, so wiping the identity data alone heals itself. Existing identity users
 * keep their password (a developer may have changed it).
 */
export async function ensurePersonaIdentities(db: Db, admin: IdentityAdmin, adminGroup: string): Promise<void> {
  const rows = await db
    .select({ id: users.id, email: users.email, cognitoSub: users.cognitoSub })
    .from(users)
    .where(
      inArray(
        users.email,
        PERSONAS.map((p) => p.email),
      ),
    );
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  for (const persona of PERSONAS) {
    const row = byEmail.get(persona.email);
    if (!persona.admin && !row) continue; // Not seeded in this database.
    const sub = (await admin.findSub(persona.email)) ?? (await admin.createUser(persona.email, DEMO_PASSWORD));
    if (persona.admin) await admin.addToGroup(persona.email, adminGroup);
    if (row && row.cognitoSub !== sub) await db.update(users).set({ cognitoSub: sub }).where(eq(users.id, row.id));
  }
}
