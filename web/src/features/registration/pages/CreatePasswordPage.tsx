import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { errorMessages } from '../../../shared/errorMessages';
import { useSession } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { messagesOf, sendOutcome } from '../../../ui/useMutationForm';
import { SOCIAL_PROVIDER_LABELS } from '../../auth';
import { companyInput, initialChoice } from '../companyChoice';
import { CompanyChoiceFieldFragment } from '../components/CompanyChoiceField';
import { CreateAccountForm } from '../components/CreateAccountForm';
import { LeaveRegistrationGuard } from '../components/LeaveRegistrationGuard';
import { followProviderSignIn, sameOriginPath } from '../providerSignIn';
import { completeRegistration, updateRegistration, useRegistration } from '../registrationStore';
import type { RegistrationResult, RegistrationState } from '../registrationStore';
import { REGISTER_PATH, registerSuccessPath, VERIFICATION_PATH } from '../registrationUrls';

export const CreatePasswordPageQueryDocument = graphql(`
  query CreatePasswordPage($email: String!) {
    registrationEmailCheck(email: $email) {
      email
      suggestedCompanies {
        id
        ...CompanyChoiceField_company
      }
    }
    roles {
      id
      ...NewCompanyFields_role
    }
    passwordPolicy {
      id
      ...PasswordRuleList_rule
    }
  }
`);

export const CreatePasswordPageCreateDocument = graphql(`
  mutation CreatePasswordPageCreate($input: CreatePasswordInput!) {
    createPassword(input: $input) {
      outcome
      companyRoleType
      companyName
      providerSignInPath
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** How the texts name the provider that vouched for the email, or null when none did. */
function providerLabel(vouchedBy: RegistrationState['vouchedBy']): string | null {
  if (!vouchedBy) return null;
  return vouchedBy.provider ? SOCIAL_PROVIDER_LABELS[vouchedBy.provider] : 'your sign-in provider';
}

/**
 * `/create-password` (steps companyInfo, claim, createPassword): finishes the registration. After
 * a provider vouched for the email there is no code, and the password is optional: without one
 * the provider signs the new account in (a full-page trip through it).
 */
export function CreatePasswordPage() {
  const brand = useBrand();
  const registration = useRegistration();
  const { email, verificationCode, vouchedBy, company: draft, redirectFromCompany, invitation } = registration;
  const provider = providerLabel(vouchedBy);
  const session = useSession();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [codeRefused, setCodeRefused] = useState(false);
  // Set once the page is on its way to the provider: the flow has ended, the page stays until it goes.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [create, creating] = useMutation(CreatePasswordPageCreateDocument);
  const { data, error, refetch } = useQuery(CreatePasswordPageQueryDocument, {
    variables: { email: email ?? '' },
    skip: !email || (!verificationCode && !vouchedBy),
  });
  const companies = data?.registrationEmailCheck.suggestedCompanies;

  // Once the companies are known, start from the company the user came from, if any.
  useEffect(() => {
    if (!companies || draft.choice !== null || invitation) return;
    const choice = initialChoice(getFragmentData(CompanyChoiceFieldFragment, companies), redirectFromCompany);
    if (choice) updateRegistration((current) => ({ company: { ...current.company, choice } }));
  }, [companies, draft.choice, redirectFromCompany, invitation]);

  if (leavingFor) {
    return (
      <AuthCard title="Your account is ready" brandName={brand}>
        <Text role="status">{`Taking you to ${leavingFor} to sign in…`}</Text>
      </AuthCard>
    );
  }
  // Finished (the state now holds only the outcome): the success page is next.
  if (registration.result) return <Navigate to={registerSuccessPath(registration.result.companyRoleType)} replace />;
  if (!email || (!verificationCode && !vouchedBy)) return <Navigate to={REGISTER_PATH} replace />;
  // A provider vouched: no code (the bff holds the provider's identity instead).
  const credentials = vouchedBy ? { email } : { email, code: verificationCode ?? '' };

  async function handleSubmit(password: string | null) {
    setErrors([]);
    setCodeRefused(false);
    // Through an invitation the api places them in the inviting company: no company is sent.
    const input = {
      ...credentials,
      ...(password === null ? {} : { password }),
      company: invitation ? {} : companyInput(draft),
    };
    const outcome = await sendOutcome(
      async () => (await create({ variables: { input } })).data?.createPassword,
      (payload) => (payload.outcome ? { ...payload, outcome: payload.outcome } : null),
    );
    if ('errors' in outcome) {
      setErrors(messagesOf(outcome.errors));
      return setCodeRefused(outcome.errors.some((item) => item.field === 'code'));
    }
    const { outcome: result, companyName, companyRoleType, providerSignInPath } = outcome.ok;
    const company = { companyName: companyName ?? null, companyRoleType: companyRoleType ?? null };
    if (result === 'PROVIDER_SIGN_IN') return leaveForProvider(providerSignInPath, company);
    // Signed in: load the session first, so the next pages see the new member.
    if (result === 'SIGNED_IN') await session.refresh().catch(() => undefined);
    completeRegistration({ outcome: result, ...company });
    await navigate(registerSuccessPath(companyRoleType), { replace: true });
  }

  /** No password: the provider signs the new account in, then the bff opens the success page. */
  function leaveForProvider(path: string | null | undefined, company: Omit<RegistrationResult, 'outcome'>) {
    const name = provider ?? 'your sign-in provider';
    if (sameOriginPath(path) === null) {
      return setErrors([`Your account is ready: sign in with ${name} on the sign-in page.`]);
    }
    // The flow has ended: leaving the page must not ask first.
    completeRegistration({ outcome: 'PROVIDER_SIGN_IN', ...company });
    setLeavingFor(name);
    followProviderSignIn(path);
  }

  return (
    <AuthCard
      title="Create your account"
      brandName={brand}
      description={
        provider
          ? `${provider.charAt(0).toUpperCase()}${provider.slice(1)} has verified ${email} — no code needed.`
          : invitation
            ? `Last step: a password for ${email}.`
            : `Last step: your company and a password for ${email}.`
      }
    >
      <LeaveRegistrationGuard />
      {errors.length > 0 ? (
        <Stack gap={3}>
          <ErrorAlerts messages={errors} />
          {codeRefused ? <AppLink to={VERIFICATION_PATH}>Get a new verification code</AppLink> : null}
        </Stack>
      ) : null}
      {data ? (
        <CreateAccountForm
          companies={data.registrationEmailCheck.suggestedCompanies}
          roles={data.roles}
          rules={data.passwordPolicy}
          draft={draft}
          invitation={invitation}
          vouchedBy={provider}
          submitting={creating.loading}
          onDraftChange={(change) => updateRegistration((current) => ({ company: { ...current.company, ...change } }))}
          onSubmit={(password) => void handleSubmit(password)}
        />
      ) : error ? (
        <Stack gap={4} align="flex-start">
          <ErrorAlerts messages={errorMessages(error)} />
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Stack gap={4} aria-busy="true" aria-label="Loading your company choices">
          <Skeleton height="20" />
          <Skeleton height="20" />
          <Skeleton height="12" />
        </Stack>
      )}
    </AuthCard>
  );
}
