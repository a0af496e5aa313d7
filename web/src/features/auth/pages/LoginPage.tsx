import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert, ErrorAlerts } from '../../../ui/ErrorAlert';
import { CompanySignInNote, useCompanySignIn } from '../../company-sso';
import { readLoginNotice } from '../authUrls';
import { LoginForm } from '../components/LoginForm';
import type { LoginFormValues } from '../components/LoginForm';
import { SocialSignInButtons } from '../components/SocialSignInButtons';
import { SocialSignInNotice } from '../components/SocialSignInNotice';
import { safeReturnTo } from '../returnTo';
import { useSignInStep } from '../useSignInStep';
import { useSocialSignIn } from '../useSocialSignIn';

export const LoginPageSignInDocument = graphql(`
  mutation LoginPageSignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SignInStep_payload
    }
  }
`);

/**
 * `/login`: email and password sign-in, then a challenge, the picker or the next page; or a
 * provider's (Google, Microsoft, LinkedIn). Back from a provider with `?social=1`: the account to
 * link by signing in with the password once, or why it failed. An email whose company signs its
 * people in itself gets "Continue with <Company>" (and no password field when the company requires it).
 */
export function LoginPage() {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const [signIn] = useMutation(LoginPageSignInDocument);
  const { step, submitting, errors, setErrors } = useSignInStep({ returnTo });
  const [rememberMe, setRememberMe] = useState(false);
  const social = useSocialSignIn();
  const companySignIn = useCompanySignIn(returnTo);
  const company = companySignIn.answer;
  // Registration outcomes belong to /register (the bff sends them there).
  const socialOutcome = social.outcome?.status === 'REGISTRATION' ? null : social.outcome;
  const linkEmail = socialOutcome?.status === 'LINK_REQUIRED' ? socialOutcome.email : null;
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

  async function handleDismiss() {
    const refused = await social.dismiss();
    setErrors(refused ?? []);
  }

  return (
    <AuthCard title={`Sign in to ${brand}`} brandName={brand}>
      {socialOutcome ? (
        <SocialSignInNotice
          outcome={socialOutcome}
          onDismiss={() => void handleDismiss()}
          dismissing={social.dismissing}
        />
      ) : null}
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
        initialEmail={linkEmail}
        onRememberMeChange={setRememberMe}
        onEmailChange={companySignIn.typed}
        onEmailBlur={(email) => void companySignIn.check(email)}
        beforeSubmit={async (email) => !(await companySignIn.check(email))?.required}
        emailNote={company ? <CompanySignInNote answer={company} rememberMe={rememberMe} /> : null}
        passwordHidden={company?.required === true}
      />
      <SocialSignInButtons returnTo={returnTo} rememberMe={rememberMe} divider="above" />
    </AuthCard>
  );
}
