import { COMPARE_CAPACITY, EXPLORER_COMPARE_CAPACITY } from '../compare/compare.limits.js';
import { EXPLORER_MONTHLY_REACH_OUTS } from '../messaging/messaging.limits.js';
import { EXPLORER_MONTHLY_RESPONSES } from '../proposals/proposals.limits.js';
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

/**
 * Spec §1's tiers as the product sells them. Only what is built is promised, and each limit is
 * one the api enforces: Explorer's compare list holds EXPLORER_COMPARE_CAPACITY companies (the
 * compare routes refuse more with ExplorerLimit), and each of its users starts
 * EXPLORER_MONTHLY_REACH_OUTS new threads a month (messaging refuses more, replies are free);
 * each responds to EXPLORER_MONTHLY_RESPONSES requests a month and
 * posting a request needs Innovator (the proposals and requests routes refuse with ExplorerLimit);
 * every other page and call admits Explorer as
 * Innovator (spec §2). When a feature lands, it adds its line here, and every screen says so.
 */
export const PLANS: Readonly<Record<PlanDescription['plan'], PlanDescription>> = {
  EXPLORER: {
    plan: 'EXPLORER',
    name: 'Explorer',
    summary: 'The free plan: be found, search and compare, for as long as you like.',
    includes: [
      'A company profile every member can find in search',
      'Company search with every filter',
      'Full company profiles: capabilities, members and what they look for',
      `Side-by-side comparison of up to ${EXPLORER_COMPARE_CAPACITY} companies at a time`,
      `Messages: ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month per member, replies without limit`,
      `Requests: read every public request, ask questions, respond to ${EXPLORER_MONTHLY_RESPONSES} a month per member`,
      'Capability alerts and looking-for lists for your company',
      'Your key areas of interest, kept with your account',
    ],
    limits: [
      `Compares up to ${EXPLORER_COMPARE_CAPACITY} companies at a time; Innovator compares up to ${COMPARE_CAPACITY}.`,
      `Starts up to ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month per member; Innovator starts as many as you need.`,
      `Responds to up to ${EXPLORER_MONTHLY_RESPONSES} requests a month per member and cannot post requests; Innovator posts requests and responds without a limit.`,
    ],
  },
  INNOVATOR: {
    plan: 'INNOVATOR',
    name: 'Innovator',
    summary: 'Full access for your company.',
    includes: [
      'Everything in Explorer',
      `Side-by-side comparison of up to ${COMPARE_CAPACITY} companies at a time`,
      'New conversations with any company, without a monthly limit',
      'Post requests, compare the responses side by side and award them',
      'Respond to requests without a monthly limit',
    ],
    limits: [],
  },
};

/** A subscription's display name: its Innovator type's (spec §9), else its tier's. */
export function subscriptionName(subscription: { plan: Plan; typeCode: TypeCode | null } | undefined): string {
  if (!subscription || subscription.plan === 'NONE') return 'No subscription';
  if (subscription.plan === 'INNOVATOR' && subscription.typeCode) return planText(subscription.typeCode).name;
  if (subscription.plan === 'EXPLORER' || subscription.plan === 'INNOVATOR') return PLANS[subscription.plan].name;
  return subscription.plan === 'PRO' ? 'Pro' : 'Billing admin';
}
