import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { addDays, addMonths, addYears } from '../../../dates.js';
import { companies } from '../../company/index.js';
import { localGatewayCards, localGatewayCustomers } from '../billing/local/local.table.js';
import { paymentDescription } from '../billing/billing.payments.js';
import {
  discountGrants,
  type NewPaymentRow,
  paymentCustomers,
  subscriptionPayments,
} from '../billing/billing.table.js';
import { subscriptions } from '../subscription.table.js';

interface SeedCard {
  number: 'visa4242' | 'visa0341';
  holder: string;
}

const CARDS = {
  visa4242: { brand: 'visa', last4: '4242', behaviour: 'SUCCEEDS' as const },
  // Stripe's "attaching succeeds, charges fail" card: why Cortexa's renewal failed.
  visa0341: { brand: 'visa', last4: '0341', behaviour: 'CHARGES_FAIL' as const },
};

/** Billing state behind the personas' subscriptions (personas.seed.ts): cards, payments with receipts, discounts. */
export async function seedSubscriptionBilling(db: Executor, now: Date): Promise<void> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(companies.name, [
        'Helixa Biotherapeutics',
        'Atlas Oncology Partners',
        'Cortexa Trial Systems',
        'Open Cures Foundation',
      ]),
    );
  const id = (name: string): number => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`persona company ${name} missing`);
    return row.id;
  };
  const helixa = id('Helixa Biotherapeutics');
  const atlas = id('Atlas Oncology Partners');
  const cortexa = id('Cortexa Trial Systems');
  const openCures = id('Open Cures Foundation');

  // Helixa joined before 12 Sept 2023: an early adopter, paying 20% less every year.
  await db
    .update(companies)
    .set({ createdAt: new Date('2023-03-01T09:00:00.000Z') })
    .where(eq(companies.id, helixa));
  await db.update(subscriptions).set({ discountCode: 'early_adopters' }).where(eq(subscriptions.companyId, helixa));
  await db.insert(discountGrants).values({
    companyId: openCures,
    code: 'strategic_partners_association_1',
    source: 'PLATFORM',
    grantedAt: addDays(now, -400),
  });

  const expYear = now.getUTCFullYear() + 3;
  const customer = async (companyId: number, key: string, email: string, card: SeedCard): Promise<void> => {
    const customerId = `cus_local_seed_${key}`;
    await db.insert(localGatewayCustomers).values({ id: customerId, email, name: key });
    await db
      .insert(localGatewayCards)
      .values({ customerId, ...CARDS[card.number], expMonth: 12, expYear, holderName: card.holder });
    await db.insert(paymentCustomers).values({ companyId, gateway: 'LOCAL', gatewayCustomerId: customerId, email });
  };
  await customer(helixa, 'helixa', 'sponsor.admin@demo.test', { number: 'visa4242', holder: 'Sophia Reyes' });
  await customer(atlas, 'atlas', 'daniel.ward@atlasoncology.example', { number: 'visa4242', holder: 'Daniel Ward' });
  await customer(cortexa, 'cortexa', 'pastdue.admin@demo.test', { number: 'visa0341', holder: 'Oliver Hastings' });

  const subscriptionId = new Map(
    (await db.select({ id: subscriptions.id, companyId: subscriptions.companyId }).from(subscriptions)).map((s) => [
      s.companyId,
      s.id,
    ]),
  );
  const payment = (
    p: Omit<NewPaymentRow, 'subscriptionId' | 'gateway' | 'description' | 'currency'> &
      Pick<Required<NewPaymentRow>, 'typeCode' | 'period'>,
  ): NewPaymentRow => ({
    ...p,
    subscriptionId: subscriptionId.get(p.companyId) ?? null,
    gateway: 'LOCAL',
    currency: 'USD',
    description: paymentDescription(p.typeCode ?? 'innovator_site', p.period ?? 'YEAR'),
  });
  const helixaStart = addDays(now, -60);
  const cortexaStart = addDays(now, -5);
  const openCuresStart = addYears(addDays(now, -10), -1);
  const visa = (last4: string) => ({ cardBrand: 'visa', cardLast4: last4 });
  await db.insert(subscriptionPayments).values([
    // Its first year's charge used a referral reward instead (50% beats 20%; they never stack):
    // the reward module's demo data has the APPLIED reward of this charge (docs/rewards.md).
    {
      ...payment({
        companyId: helixa,
        gatewayPaymentId: 'ch_local_seed_helixa_1',
        status: 'SUCCEEDED',
        amountCents: 125_000,
        discountCents: 125_000,
        discountCode: null,
        typeCode: 'innovator_sponsor_team_large',
        period: 'YEAR',
        periodStart: addYears(helixaStart, -1),
        periodEnd: helixaStart,
        createdAt: addYears(helixaStart, -1),
        ...visa('4242'),
      }),
      description: `${paymentDescription('innovator_sponsor_team_large', 'YEAR')} (Referral reward: 50% off)`,
    },
    payment({
      companyId: helixa,
      gatewayPaymentId: 'ch_local_seed_helixa_2',
      status: 'SUCCEEDED',
      amountCents: 200_000,
      discountCents: 50_000,
      discountCode: 'early_adopters',
      typeCode: 'innovator_sponsor_team_large',
      period: 'YEAR',
      periodStart: helixaStart,
      periodEnd: addYears(helixaStart, 1),
      createdAt: helixaStart,
      ...visa('4242'),
    }),
    payment({
      companyId: atlas,
      gatewayPaymentId: 'ch_local_seed_atlas_1',
      status: 'SUCCEEDED',
      amountCents: 25_000,
      typeCode: 'innovator_sponsor_team_small',
      period: 'MONTH',
      periodStart: addDays(now, -12),
      periodEnd: addMonths(addDays(now, -12), 1),
      createdAt: addDays(now, -12),
      ...visa('4242'),
    }),
    // Paid with the previous card; the card on file since then is one whose charges fail.
    payment({
      companyId: cortexa,
      gatewayPaymentId: 'ch_local_seed_cortexa_1',
      status: 'SUCCEEDED',
      amountCents: 18_000,
      typeCode: 'innovator_cro_technology_service_provider_small',
      period: 'MONTH',
      periodStart: addMonths(cortexaStart, -1),
      periodEnd: cortexaStart,
      createdAt: addMonths(cortexaStart, -1),
      ...visa('4242'),
    }),
    payment({
      companyId: cortexa,
      gatewayPaymentId: 'ch_local_seed_cortexa_2',
      status: 'FAILED',
      amountCents: 18_000,
      typeCode: 'innovator_cro_technology_service_provider_small',
      period: 'MONTH',
      periodStart: cortexaStart,
      periodEnd: addMonths(cortexaStart, 1),
      failureMessage: 'Your card was declined.',
      createdAt: cortexaStart,
      ...visa('0341'),
    }),
    payment({
      companyId: openCures,
      gatewayPaymentId: 'ch_local_seed_opencures_1',
      status: 'SUCCEEDED',
      amountCents: 50_000,
      typeCode: 'innovator_non_profit',
      period: 'YEAR',
      periodStart: openCuresStart,
      periodEnd: addDays(now, -10),
      createdAt: openCuresStart,
    }),
  ]);
}
