import { addDays, addMonths, addYears } from '../../../dates.js';
import type { subscriptions } from '../subscription.table.js';

type NewSubscription = typeof subscriptions.$inferInsert;

/** Persona subscriptions by persona company key, dated from the clock at seed time (brief: "dates relative to the clock"). */
export function personaSubscriptions(now: Date): Record<string, Omit<NewSubscription, 'companyId'>> {
  const helixaStart = addDays(now, -60);
  const cortexaStart = addDays(now, -5);
  const openCuresEnd = addDays(now, -10);
  return {
    helixa: {
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      period: 'YEAR',
      typeCode: 'innovator_sponsor_team_large',
      paymentType: 'PAID',
      currentPeriodStart: helixaStart,
      endDate: addYears(helixaStart, 1),
    },
    atlas: {
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      period: 'MONTH',
      typeCode: 'innovator_sponsor_team_small',
      paymentType: 'PAID',
      currentPeriodStart: addDays(now, -12),
      endDate: addMonths(addDays(now, -12), 1),
    },
    meridian: {
      plan: 'INNOVATOR',
      status: 'TRIALING',
      period: null,
      typeCode: 'innovator_cro_technology_service_provider_mid',
      paymentType: 'FREE',
      currentPeriodStart: addDays(now, -179),
      endDate: addDays(now, 1),
    },
    cortexa: {
      plan: 'INNOVATOR',
      status: 'PAST_DUE',
      period: 'MONTH',
      typeCode: 'innovator_cro_technology_service_provider_small',
      paymentType: 'PAID',
      currentPeriodStart: cortexaStart,
      endDate: addMonths(cortexaStart, 1),
    },
    lakeshore: {
      plan: 'EXPLORER',
      status: 'ACTIVE',
      period: null,
      typeCode: null,
      paymentType: 'FREE',
      currentPeriodStart: addDays(now, -90),
      endDate: null,
    },
    opencures: {
      plan: 'INNOVATOR',
      status: 'ENDED',
      period: 'YEAR',
      typeCode: 'innovator_non_profit',
      paymentType: 'PAID',
      currentPeriodStart: addYears(openCuresEnd, -1),
      endDate: openCuresEnd,
      canceledAt: addDays(openCuresEnd, -30),
    },
  };
}
