import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { ChallengeFormFragment } from '../authChallenge';
import type { ConfirmationMfaLocationState } from '../authChallenge';
import { CONFIRMATION_MFA_PATH, readLoginNotice } from '../authUrls';
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
  // Why the last session ended (router state from the error link). It is kept in component state
  // (taken while rendering, whenever new router state arrives) and removed from history, so a
  // reload does not show it again.
  const [notice, setNotice] = useState(() => readLoginNotice(location.state));
  const [seenState, setSeenState] = useState<unknown>(location.state);
  if (location.state !== seenState) {
    setSeenState(location.state);
    const incomingNotice = readLoginNotice(location.state);
    if (incomingNotice) setNotice(incomingNotice);
  }

  useEffect(() => {
    if (location.state === null || location.state === undefined) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location.pathname, location.search, location.state, navigate]);

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
