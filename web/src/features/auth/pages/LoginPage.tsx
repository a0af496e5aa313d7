import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { useBrand } from '../../../app/config/appConfigContext';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../app/errorMessages';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { ChallengeFormFragment } from '../authChallenge';
import { CONFIRMATION_MFA_PATH, readLoginNotice } from '../authUrls';
import type { ConfirmationMfaLocationState } from '../authUrls';
import { LoginForm } from '../components/LoginForm';
import type { LoginFormValues } from '../components/LoginForm';
import { safeReturnTo } from '../returnTo';
import { useCompleteSignIn } from '../useCompleteSignIn';

export const LoginPageSignInDocument = graphql(`
  mutation LoginPageSignIn($input: SignInInput!) {
    signIn(input: $input) {
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

/** `/login`: email and password sign-in, then a challenge, the picker or the next page. */
export function LoginPage() {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const completeSignIn = useCompleteSignIn();
  const [signIn] = useMutation(LoginPageSignInDocument);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // Why the last session ended (router state from the error link). It is moved into component
  // state and removed from history, so a reload does not show it again.
  const incomingNotice = readLoginNotice(location.state);
  const [notice, setNotice] = useState(incomingNotice);

  useEffect(() => {
    if (location.state === null || location.state === undefined) return;
    if (incomingNotice) setNotice(incomingNotice);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [incomingNotice, location.pathname, location.search, location.state, navigate]);

  async function handleSubmit(input: LoginFormValues) {
    setSubmitting(true);
    setErrors([]);
    try {
      const { data } = await signIn({ variables: { input } });
      const payload = data?.signIn;
      if (payload && payload.errors.length > 0) {
        setErrors(payload.errors.map((error) => error.message));
      } else if (payload?.challenge) {
        const state: ConfirmationMfaLocationState = {
          challenge: getFragmentData(ChallengeFormFragment, payload.challenge),
          returnTo,
        };
        await navigate(CONFIRMATION_MFA_PATH, { state });
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
    <AuthCard title={`Sign in to ${brand}`} brandName={brand}>
      {notice || errors.length > 0 ? (
        <Stack gap={3}>
          {notice ? <ErrorAlert status="warning" message={notice} /> : null}
          {errors.map((message) => (
            <ErrorAlert key={message} message={message} />
          ))}
        </Stack>
      ) : null}
      <LoginForm
        submitting={submitting}
        onSubmit={(values) => void handleSubmit(values)}
        onInvalid={(message) => setErrors([message])}
      />
    </AuthCard>
  );
}
