import { Text } from '@chakra-ui/react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { LOGIN_PATH } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { messagesOf, sendOutcome } from '../../../ui/useMutationForm';
import type { EmailProblem } from '../components/EmailField';
import { InvitationNotice } from '../components/InvitationNotice';
import { ReferralInviteNote } from '../../reward';
import { SOCIAL_PROVIDER_LABELS, SocialSignInButtons, SocialSignInNotice, useSocialSignIn } from '../../auth';
import { LeaveRegistrationGuard } from '../components/LeaveRegistrationGuard';
import { RequestToJoinForm } from '../components/RequestToJoinForm';
import { isEmailShaped, joinRequestInput, validateJoinRequest } from '../joinRequestValidation';
import type { JoinRequestErrors } from '../joinRequestValidation';
import { EMPTY_COMPANY, updateRegistration, useRegistration } from '../registrationStore';
import { CREATE_PASSWORD_PATH, readRegisterParams, VERIFICATION_PATH } from '../registrationUrls';
import { useInvitation } from '../useInvitation';

export const RegisterPageEmailCheckDocument = graphql(`
  query RegisterPageEmailCheck($email: String!) {
    registrationEmailCheck(email: $email) {
      email
      available
      businessEmail
    }
  }
`);

export const RegisterPageRequestToJoinDocument = graphql(`
  mutation RegisterPageRequestToJoin($input: RequestToJoinInput!) {
    requestToJoin(input: $input) {
      userId
      verificationRequired
      errors {
        ...UserErrorFields
      }
    }
  }
`);

interface EmailCheck {
  /** The email as typed (trimmed) when it was checked. */
  email: string;
  available: boolean;
  businessEmail: boolean;
}

function problemOf(check: EmailCheck | null, email: string): EmailProblem {
  if (!check || check.email !== email.trim()) return null;
  if (!check.available) return 'taken';
  return check.businessEmail ? null : 'not-business';
}

/**
 * `/register` (step requestToJoin): who is joining; a verification code is then emailed. Or a
 * provider first: a new email comes back here (`?social=1`, REGISTRATION) with the form filled
 * in from it; the provider vouches for the email (no code: the company step is next) and is
 * linked once the account exists.
 */
export function RegisterPage() {
  const brand = useBrand();
  const registration = useRegistration();
  const draft = registration.joinRequest;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [fieldErrors, setFieldErrors] = useState<JoinRequestErrors>({});
  // Fields the server refused: marked invalid, their messages shown in the alert.
  const [serverInvalid, setServerInvalid] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const [emailCheck, setEmailCheck] = useState<EmailCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [checkEmail] = useLazyQuery(RegisterPageEmailCheckDocument, { fetchPolicy: 'network-only' });
  const [requestToJoin] = useMutation(RegisterPageRequestToJoinDocument);
  const emailProblem = problemOf(emailCheck, draft.email);

  const { company, event, invitation: invitationToken } = readRegisterParams(searchParams);
  const invitation = useInvitation(invitationToken);
  // A link whose invitation cannot be used: the form waits until the user chooses to go on without it.
  const badInvitation = invitationToken !== null && invitation.preview?.state !== 'OPEN';
  const social = useSocialSignIn();
  // Outcomes of signing in (LINK_REQUIRED) belong to /login.
  const socialOutcome = social.outcome?.status === 'LINK_REQUIRED' ? null : social.outcome;
  // An invitation is for its own address: a provider's cannot replace it.
  const socialRegistration =
    socialOutcome?.status === 'REGISTRATION' && socialOutcome.email && !invitationToken ? socialOutcome : null;
  useEffect(() => {
    if (company || event) {
      updateRegistration((current) => ({
        redirectFromCompany: company ?? current.redirectFromCompany,
        eventCode: event ?? current.eventCode,
      }));
    }
  }, [company, event]);

  function handleEmailBlur() {
    return runEmailCheck(draft.email.trim());
  }

  async function runEmailCheck(email: string) {
    if (!isEmailShaped(email) || emailCheck?.email === email) return;
    try {
      const { data } = await checkEmail({ variables: { email } });
      if (data) setEmailCheck({ ...data.registrationEmailCheck, email });
    } catch {
      // Only a convenience: Continue is checked by the server anyway.
    }
  }

  // Filled in once per outcome the bff answered (names only where nothing was typed yet).
  useEffect(() => {
    if (!socialRegistration?.email) return;
    const { email, firstName, lastName } = socialRegistration;
    updateRegistration((current) => ({
      joinRequest: {
        ...current.joinRequest,
        email,
        firstName: current.joinRequest.firstName || (firstName ?? ''),
        lastName: current.joinRequest.lastName || (lastName ?? ''),
      },
      result: null,
    }));
    void runEmailCheck(email);
    // runEmailCheck is a convenience that reads the latest state: no reason to run again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [socialRegistration]);

  async function handleSubmit() {
    const invalid = validateJoinRequest(draft);
    setFieldErrors(invalid);
    setErrors([]);
    setServerInvalid(new Set());
    if (Object.keys(invalid).length > 0 || emailProblem !== null || !draft.referralSource) return;
    setSubmitting(true);
    const input = {
      ...joinRequestInput(draft),
      referralSource: draft.referralSource,
      eventCode: registration.eventCode,
      ...(registration.invitation ? { invitationToken: registration.invitation.token } : {}),
    };
    const outcome = await sendOutcome(async () => (await requestToJoin({ variables: { input } })).data?.requestToJoin);
    if ('ok' in outcome) {
      // The bff found this browser's social sign-in for the email: no code was mailed. `?social=1`
      // is gone after this page, so the provider's name travels in the registration state.
      const vouched = !outcome.ok.verificationRequired;
      updateRegistration((current) => ({
        email: input.email,
        userId: outcome.ok.userId ?? null,
        verificationCode: null,
        vouchedBy: vouched ? { provider: socialRegistration?.provider ?? null } : null,
        // Another email has other companies: choose again.
        company: current.email === input.email ? current.company : EMPTY_COMPANY,
      }));
      await navigate(vouched ? CREATE_PASSWORD_PATH : VERIFICATION_PATH);
    } else {
      setErrors(messagesOf(outcome.errors));
      setServerInvalid(new Set(outcome.errors.flatMap((error) => (error.field ? [error.field] : []))));
    }
    setSubmitting(false);
  }

  async function handleUseAnotherEmail() {
    const refused = await social.dismiss();
    if (refused) return setErrors(refused);
    setEmailCheck(null);
    updateRegistration((current) => ({ joinRequest: { ...current.joinRequest, email: '' } }));
  }

  return (
    <AuthCard
      title={`Join ${brand}`}
      brandName={brand}
      description={
        // An event's sign-up mails its code even after a provider (the bff skips the provider there).
        socialRegistration && !registration.eventCode
          ? `Tell us who you are: ${SOCIAL_PROVIDER_LABELS[socialRegistration.provider]} has verified your email, no code needed.`
          : "Tell us who you are: we'll email you a code to confirm your address."
      }
      footer={
        <Text>
          Already have an account? <AppLink to={LOGIN_PATH}>Sign in</AppLink>
        </Text>
      }
    >
      <LeaveRegistrationGuard />
      <ReferralInviteNote />
      {registration.eventCode ? (
        <Text fontSize="sm">You are joining through the event {registration.eventCode}.</Text>
      ) : null}
      {invitationToken ? (
        <InvitationNotice
          invitation={invitation}
          onRegisterWithout={() => updateRegistration(() => ({ invitation: null }))}
        />
      ) : null}
      {socialOutcome ? <SocialSignInNotice outcome={socialOutcome} /> : null}
      <ErrorAlerts messages={errors} />
      {invitationToken || socialRegistration ? null : <SocialSignInButtons divider="below" />}
      {badInvitation ? null : (
        <RequestToJoinForm
          draft={draft}
          emailLocked={registration.invitation !== null}
          socialEmail={
            socialRegistration
              ? {
                  provider: SOCIAL_PROVIDER_LABELS[socialRegistration.provider],
                  onUseAnother: () => void handleUseAnotherEmail(),
                  dismissing: social.dismissing,
                }
              : null
          }
          errors={fieldErrors}
          serverInvalid={serverInvalid}
          emailProblem={emailProblem}
          submitting={submitting}
          onChange={(change) =>
            updateRegistration((current) => ({ joinRequest: { ...current.joinRequest, ...change }, result: null }))
          }
          onEmailBlur={() => void handleEmailBlur()}
          onSubmit={() => void handleSubmit()}
        />
      )}
    </AuthCard>
  );
}
