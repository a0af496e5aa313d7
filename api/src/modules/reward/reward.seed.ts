import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { addDays, addYears } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { buildDemoCompanies, companyIdByName, companyIdsByAlias, type DemoCompany } from '../company/index.js';
import { users } from '../user/index.js';
import { newCode } from './reward.codes.js';
import { REWARD_RULES, VOID_REASONS } from './reward.rules.js';
import { referralCodes, referralRewards, referrals } from './reward.table.js';

type Pick = (c: DemoCompany) => boolean;
const paying: Pick = (c) => c.subscription?.status === 'ACTIVE' && c.subscription.paymentType === 'PAID';
const ended: Pick = (c) => c.subscription?.status === 'ENDED';
const unsubscribed: Pick = (c) => c.subscription === null;

/**
 * Helixa's and Meridian's invite links with referrals in every state (demo databases only: the
 * api tests' persona databases hold none). Meridian, still in its trial, keeps an EARNED reward
 * for its first charge and had one WITHDRAWN; Helixa's APPLIED reward lowered its first yearly
 * charge, the subscription seed's 'ch_local_seed_helixa_1' (50% off: 125,000 cents).
 */
async function seedDemoReferrals(db: Executor, now: Date): Promise<void> {
  const ids = await companyIdsByAlias(db);
  const taken = new Set<string>();
  const demo = buildDemoCompanies();
  const referred = (pick: Pick): number => {
    const company = demo.find((c) => !taken.has(c.alias) && pick(c));
    const id = company ? ids.get(company.alias) : undefined;
    if (!company || id === undefined) throw new Error('no demo company to refer');
    taken.add(company.alias);
    return id;
  };
  const userId = async (email: string): Promise<number> => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`persona ${email} missing`);
    return row.id;
  };
  const helixaUser = await userId('sponsor.admin@demo.test');
  const meridianUser = await userId('vendor.admin@demo.test');
  const helixa = await companyIdByName(db, 'Helixa Biotherapeutics');
  const meridian = await companyIdByName(db, 'Meridian Clinical Research');
  const helixaCode = newCode();
  const meridianCode = newCode();
  await db.insert(referralCodes).values([
    { userId: helixaUser, code: helixaCode, createdAt: addYears(now, -2) },
    { userId: meridianUser, code: meridianCode, createdAt: addDays(now, -150) },
  ]);
  const from = (referrerUserId: number, referrerCompanyId: number, code: string) => ({
    code,
    referrerUserId,
    referrerCompanyId,
  });
  const helixaFirstCharge = addYears(addDays(now, -60), -1);
  const rows = await db
    .insert(referrals)
    .values([
      {
        ...from(helixaUser, helixa, helixaCode),
        referredCompanyId: referred(paying),
        status: 'QUALIFIED',
        registeredAt: addDays(helixaFirstCharge, -70),
        qualifiedAt: addDays(helixaFirstCharge, -40),
      },
      {
        ...from(helixaUser, helixa, helixaCode),
        referredCompanyId: referred(unsubscribed),
        registeredAt: addDays(now, -3),
      },
      {
        ...from(meridianUser, meridian, meridianCode),
        referredCompanyId: referred(paying),
        status: 'QUALIFIED',
        registeredAt: addDays(now, -40),
        qualifiedAt: addDays(now, -25),
      },
      {
        ...from(meridianUser, meridian, meridianCode),
        referredCompanyId: referred(ended),
        status: 'VOID',
        registeredAt: addDays(now, -130),
        qualifiedAt: addDays(now, -110),
        voidedAt: addDays(now, -100),
        voidReason: VOID_REASONS.canceled,
      },
      {
        ...from(meridianUser, meridian, meridianCode),
        referredCompanyId: referred(unsubscribed),
        registeredAt: addDays(now, -6),
      },
    ])
    .returning({ id: referrals.id });
  const [helixaApplied, , meridianEarned, meridianVoid] = rows.map((r) => r.id);
  if (!helixaApplied || !meridianEarned || !meridianVoid) throw new Error('demo referrals not inserted');
  const { percentOff } = REWARD_RULES;
  await db.insert(referralRewards).values([
    {
      referralId: helixaApplied,
      companyId: helixa,
      percentOff,
      status: 'APPLIED',
      earnedAt: addDays(helixaFirstCharge, -40),
      appliedAt: helixaFirstCharge,
      appliedDiscountCents: 125_000,
    },
    { referralId: meridianEarned, companyId: meridian, percentOff, status: 'EARNED', earnedAt: addDays(now, -25) },
    {
      referralId: meridianVoid,
      companyId: meridian,
      percentOff,
      status: 'WITHDRAWN',
      earnedAt: addDays(now, -110),
      withdrawnAt: addDays(now, -100),
    },
  ]);
}

export const rewardSeed: ModuleSeed = {
  after: ['company', 'user', 'subscription'],
  demo: seedDemoReferrals,
};
