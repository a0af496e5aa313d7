import { useMemo } from 'react';
import { useAppConfig } from '../../../shared/config/appConfigContext';
import { DASHBOARD_PATH, myAccountPath, OFFERINGS_PATH } from '../../../shared/paths';
import type { NextStep } from '../components/NextSteps';
import { RegistrationOutcome } from '../components/RegistrationOutcome';

function partnerSteps(trialDays: number): readonly NextStep[] {
  return [
    {
      action: 'Complete your profile',
      to: myAccountPath('profile'),
      description: 'Your job title, location and picture help sponsors know who they are talking to.',
    },
    {
      action: 'Go to your dashboard',
      to: DASHBOARD_PATH,
      description: 'Your company, your plan and shortcuts to everything else.',
    },
    {
      action: `Start your ${trialDays}-day free trial`,
      to: OFFERINGS_PATH,
      description: `Try every Innovator feature free for ${trialDays} days, then choose the plan that fits.`,
    },
  ];
}

/** `/register-success-partner`: the end of a site's, vendor's or other partner's registration. */
export function RegisterSuccessPartnerPage() {
  const { trialDays } = useAppConfig();
  const steps = useMemo(() => partnerSteps(trialDays), [trialDays]);
  return <RegistrationOutcome steps={steps} />;
}
