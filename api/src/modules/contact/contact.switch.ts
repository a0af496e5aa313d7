import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ApiInstance } from '../../http/types.js';
import { contactSettings } from './contact.delivery.js';
import { contactFormSwitches, type ContactFormSwitchRow } from './contact.table.js';

/** The switch as the admin group sees it (docs/contact.md). */
export interface ContactSwitchState {
  /** Whether the form takes messages now: the operator's setting and the switch both on. */
  open: boolean;
  /** The switch in the product; on until an admin first turns it off. */
  switchedOn: boolean;
  /** CONTACT_FORM_ENABLED=false: the operator's hard off, which the switch cannot override. */
  offByConfiguration: boolean;
  /** Who last turned the switch, and when; null while it was never turned. */
  changedBy: string | null;
  changedAt: string | null;
}

async function latestSwitch(db: Db): Promise<ContactFormSwitchRow | null> {
  const [row] = await db.select().from(contactFormSwitches).orderBy(desc(contactFormSwitches.id)).limit(1);
  return row ?? null;
}

export async function contactSwitchState(app: ApiInstance): Promise<ContactSwitchState> {
  const row = await latestSwitch(app.deps.db);
  const offByConfiguration = !contactSettings(app).enabled;
  const switchedOn = row?.enabled ?? true;
  return {
    open: switchedOn && !offByConfiguration,
    switchedOn,
    offByConfiguration,
    changedBy: row?.changedBy ?? null,
    changedAt: row?.changedAt.toISOString() ?? null,
  };
}

/** Whether the form takes messages now (read on every settings read and every send: no cache to go stale). */
export const contactFormOpen = async (app: ApiInstance): Promise<boolean> => (await contactSwitchState(app)).open;

/**
 * Turns the switch (a new row: the rows kept are the record of who changed it when). Turning it to
 * where it already is records nothing, so a repeated click leaves the last real change in place.
 */
export async function turnContactSwitch(
  app: ApiInstance,
  enabled: boolean,
  changedBy: string | null,
): Promise<ContactSwitchState> {
  const { db, clock } = app.deps;
  const current = await latestSwitch(db);
  if ((current?.enabled ?? true) !== enabled) {
    await db.insert(contactFormSwitches).values({ enabled, changedBy, changedAt: clock.now() });
    app.log.info({ enabled }, 'contact form switched by an admin');
  }
  return contactSwitchState(app);
}
