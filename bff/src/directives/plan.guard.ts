import type { Plan } from '../__generated__/resolvers-types.js';

/** What the plan rule reads of the company's subscription: the api decides whether it is in force. */
export interface PlanSubject {
  plan: Plan;
  inForce: boolean;
}

/** The `@requiresPlan(anyOf)` rule: the company's plan is listed and the api says it is in force. */
export function planAllows(subscription: PlanSubject, anyOf: readonly Plan[]): boolean {
  return anyOf.includes(subscription.plan) && subscription.inForce;
}
