import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { LOGIN_PATH } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { ChallengeFormFragment, readConfirmationMfaState } from '../authChallenge';
import type { ConfirmationMfaLocationState } from '../authChallenge';
import { CONFIRMATION_MFA_PATH } from '../authUrls';
import { ChallengeForm } from '../components/ChallengeForm';
import { useCompleteSignIn } from '../useCompleteSignIn';

export const ConfirmationMfaPageRespondDocument = graphql(`
  mutation ConfirmationMfaPageRespond($input: RespondToChallengeInput!) {
    respondToChallenge(input: $input) {
      viewer {
        needsImpersonationTarget
      }
      challenge {
        ...ChallengeForm_challenge
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

/** `/confirmation-mfa`: answers the challenges raised during sign-in, one after another. */
export function ConfirmationMfaPage() {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [respond] = useMutation(ConfirmationMfaPageRespondDocument);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // Counts answered challenges, so a repeated challenge gets a fresh, empty form.
  const [step, setStep] = useState(0);
  const state = readConfirmationMfaState(location.state);

  if (!state) return <Navigate to={LOGIN_PATH} replace />;
  const { challenge, returnTo } = state;

  async function handleAnswer(answer: string) {
    setSubmitting(true);
    setErrors([]);
    try {
      const { data } = await respond({ variables: { input: { name: challenge.name, answer } } });
      const payload = data?.respondToChallenge;
      if (payload && payload.errors.length > 0) {
        setErrors(payload.errors.map((error) => error.message));
      } else if (payload?.challenge) {
        // The next step lives in router state too, so a reload shows the same step.
        const next: ConfirmationMfaLocationState = {
          challenge: getFragmentData(ChallengeFormFragment, payload.challenge),
          returnTo,
        };
        setStep((value) => value + 1);
        await navigate(CONFIRMATION_MFA_PATH, { replace: true, state: next });
      } else if (payload?.viewer) {
        await completeSignIn(payload.viewer, returnTo);
      } else {
        setErrors([GENERIC_ERROR_MESSAGE]);
      }
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Two-step verification"
      brandName={brand}
      footer={<AppLink to={LOGIN_PATH}>Back to sign in</AppLink>}
    >
      {errors.length > 0 ? (
        <Stack gap={3}>
          {errors.map((message) => (
            <ErrorAlert key={message} message={message} />
          ))}
        </Stack>
      ) : null}
      <ChallengeForm
        key={`${step}-${challenge.name}`}
        challenge={challenge}
        submitting={submitting}
        onAnswer={(answer) => void handleAnswer(answer)}
      />
    </AuthCard>
  );
}
