import { DASHBOARD_PATH, myAccountPath } from '../../../shared/paths';
import type { NextStep } from '../components/NextSteps';
import { RegistrationOutcome } from '../components/RegistrationOutcome';

const SPONSOR_STEPS: readonly NextStep[] = [
  {
    action: 'Set your key areas of interest',
    to: myAccountPath('interests'),
    description:
      'Therapeutic areas, services, products, regions and trial phases: they decide which partners we show you.',
  },
  {
    action: 'Go to your dashboard',
    to: DASHBOARD_PATH,
    description: 'Your company, your plan and shortcuts to everything else.',
  },
];

/** `/register-success-sponsor`: the end of a sponsor's registration. */
export function RegisterSuccessSponsorPage() {
  return <RegistrationOutcome steps={SPONSOR_STEPS} />;
}
