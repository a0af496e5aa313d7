import { Text } from '@chakra-ui/react';
import { useBrand } from '../../../shared/config/appConfigContext';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { useRegistration } from '../registrationStore';
import { NextSteps } from './NextSteps';
import type { NextStep } from './NextSteps';

export interface RegistrationOutcomeProps {
  /** The welcome's next steps (sponsor or partner). */
  steps: readonly NextStep[];
}

/**
 * The end of the registration: a welcome with next steps, or, when the user asked to join a
 * claimed company, the notice that its administrators must approve them first.
 */
export function RegistrationOutcome({ steps }: RegistrationOutcomeProps) {
  const brand = useBrand();
  const { result } = useRegistration();

  if (result?.outcome === 'PENDING_APPROVAL') {
    const company = result.companyName ?? 'the company';
    return (
      <AuthCard title="Request sent" brandName={brand} footer={<AppLink to="/">Back to home</AppLink>}>
        <Text role="status">
          Your request to join {company} has been sent to its administrators. We will email you once they approve it.
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={`Welcome to ${brand}`}
      brandName={brand}
      description={result?.companyName ? `Your account at ${result.companyName} is ready.` : 'Your account is ready.'}
    >
      <NextSteps steps={steps} />
    </AuthCard>
  );
}
