import type { ApiModule, PlanLine } from '../../http/module.js';
import { planText } from './subscription.catalog.js';
import type { Plan, TypeCode } from './subscription.table.js';

/** What a tier is and what it gives: the texts every screen shows about it (pricing, modals, confirmations). */
export interface PlanDescription {
  plan: 'EXPLORER' | 'INNOVATOR';
  name: string;
  summary: string;
  /** What the plan gives, built features only (a promise a page can keep today). */
  includes: string[];
  /** What it holds back that Innovator gives, each enforced by the api (empty for Innovator). */
  limits: string[];
}

/** Spec §1's tiers as the product sells them: their names and summaries. */
const TIERS = {
  EXPLORER: {
    plan: 'EXPLORER',
    name: 'Explorer',
    summary: 'The free plan: be found, search and compare, for as long as you like.',
  },
  INNOVATOR: { plan: 'INNOVATOR', name: 'Innovator', summary: 'Full access for your company.' },
} as const;

/** The subscription module's own line: Innovator starts from Explorer. */
export const SUBSCRIPTION_PLAN_LINES: readonly PlanLine[] = [
  { plan: 'INNOVATOR', list: 'includes', order: 0, text: 'Everything in Explorer' },
];

/**
 * The tiers with what each includes and holds back: every module declares its own lines (the
 * features it builds, the limits it enforces, worded from the constants it enforces) in its
 * descriptor's `plans`, in their places (`order`). Only what is built is promised, and every
 * other page and call admits Explorer as Innovator (spec §2): when a feature lands, its module
 * declares its lines, and every screen says so.
 */
export function describePlans(modules: readonly ApiModule[]): Record<PlanDescription['plan'], PlanDescription> {
  const lines = modules.flatMap((module) => module.plans ?? []).sort((a, b) => a.order - b.order);
  const listOf = (plan: PlanDescription['plan'], list: PlanLine['list']) =>
    lines.filter((line) => line.plan === plan && line.list === list).map((line) => line.text);
  const describe = (plan: PlanDescription['plan']): PlanDescription => ({
    ...TIERS[plan],
    includes: listOf(plan, 'includes'),
    limits: listOf(plan, 'limits'),
  });
  return { EXPLORER: describe('EXPLORER'), INNOVATOR: describe('INNOVATOR') };
}

/** A subscription's display name: its Innovator type's (spec §9), else its tier's. */
export function subscriptionName(subscription: { plan: Plan; typeCode: TypeCode | null } | undefined): string {
  if (!subscription || subscription.plan === 'NONE') return 'No subscription';
  if (subscription.plan === 'INNOVATOR' && subscription.typeCode) return planText(subscription.typeCode).name;
  if (subscription.plan === 'EXPLORER' || subscription.plan === 'INNOVATOR') return TIERS[subscription.plan].name;
  return subscription.plan === 'PRO' ? 'Pro' : 'Billing admin';
}
