import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { LOGIN_PATH } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { readConfirmationMfaState } from '../authChallenge';
import { ChallengeForm } from '../components/ChallengeForm';
import { useSignInStep } from '../useSignInStep';

export const ConfirmationMfaPageRespondDocument = graphql(`
  mutation ConfirmationMfaPageRespond($input: RespondToChallengeInput!) {
    respondToChallenge(input: $input) {
      ...SignInStep_payload
    }
  }
`);

/** `/confirmation-mfa`: answers the challenges raised during sign-in, one after another. */
export function ConfirmationMfaPage() {
  const brand = useBrand();
  const location = useLocation();
  const [respond] = useMutation(ConfirmationMfaPageRespondDocument);
  // Counts answered challenges, so a repeated challenge gets a fresh, empty form.
  const [answered, setAnswered] = useState(0);
  const state = readConfirmationMfaState(location.state);
  // The next step lives in router state too, so a reload shows the same step.
  const { step, submitting, errors } = useSignInStep({
    returnTo: state?.returnTo ?? null,
    replace: true,
    onChallenge: () => setAnswered((value) => value + 1),
  });

  if (!state) return <Navigate to={LOGIN_PATH} replace />;
  const { challenge } = state;

  const handleAnswer = (answer: string) =>
    step(
      async () => (await respond({ variables: { input: { name: challenge.name, answer } } })).data?.respondToChallenge,
    );

  return (
    <AuthCard
      title="Two-step verification"
      brandName={brand}
      footer={<AppLink to={LOGIN_PATH}>Back to sign in</AppLink>}
    >
      <ErrorAlerts messages={errors} />
      <ChallengeForm
        key={`${answered}-${challenge.name}`}
        challenge={challenge}
        submitting={submitting}
        onAnswer={(answer) => void handleAnswer(answer)}
      />
    </AuthCard>
  );
}
