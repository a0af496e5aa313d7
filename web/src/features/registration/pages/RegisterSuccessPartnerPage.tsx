import { RegistrationOutcome } from '../components/RegistrationOutcome';
import type { NextStep } from '../components/NextSteps';

const PARTNER_STEPS: readonly NextStep[] = [
  {
    action: 'Complete your profile',
    to: '/my-account?tab=profile',
    description: 'Your job title, location and picture help sponsors know who they are talking to.',
  },
  {
    action: 'Go to your dashboard',
    to: '/dashboard',
    description: 'Your company, your plan and shortcuts to everything else.',
  },
  {
    action: 'Start your 180-day free trial',
    to: '/subscriptions#offerings',
    description: 'Try every Innovator feature free for 180 days, then choose the plan that fits.',
  },
];

/** `/register-success-partner`: the end of a site's, vendor's or other partner's registration. */
export function RegisterSuccessPartnerPage() {
  return <RegistrationOutcome steps={PARTNER_STEPS} />;
}
