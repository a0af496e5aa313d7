import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert, ErrorAlerts } from '../../../ui/ErrorAlert';
import { readLoginNotice } from '../authUrls';
import { LoginForm } from '../components/LoginForm';
import type { LoginFormValues } from '../components/LoginForm';
import { safeReturnTo } from '../returnTo';
import { useSignInStep } from '../useSignInStep';

export const LoginPageSignInDocument = graphql(`
  mutation LoginPageSignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SignInStep_payload
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
  const [signIn] = useMutation(LoginPageSignInDocument);
  const { step, submitting, errors, setErrors } = useSignInStep({ returnTo });
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

  const handleSubmit = (input: LoginFormValues) =>
    step(async () => (await signIn({ variables: { input } })).data?.signIn);

  return (
    <AuthCard title={`Sign in to ${brand}`} brandName={brand}>
      {notice || errors.length > 0 ? (
        <Stack gap={3}>
          {notice ? <ErrorAlert status="warning" message={notice} /> : null}
          <ErrorAlerts messages={errors} />
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
