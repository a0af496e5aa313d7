import type { ModuleSeed } from '../../seed/module-seed.js';
import { seedDemoMembers } from './seed/demo-members.js';
import { seedScaleMembers } from './seed/scale-members.js';

/** Demo members and invitations of two persona companies; 5,000 members of one scale company for the bench. */
export const memberSeed: ModuleSeed = {
  // After the modules whose demo casts take a company's people, so the deactivated ones play no part.
  after: ['company', 'user', 'subscription', 'messaging', 'requests'],
  demo: seedDemoMembers,
  scale: {
    options: { members: { default: 5_000, min: 0, max: 100_000 } },
    run: (db, { members = 0 }, context) => seedScaleMembers(db, members, context),
  },
};
