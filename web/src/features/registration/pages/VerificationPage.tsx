import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { OneTimeCodeForm } from '../../../ui/OneTimeCodeForm';
import { isRefusal, useMutationForm } from '../../../ui/useMutationForm';
import { LeaveRegistrationGuard } from '../components/LeaveRegistrationGuard';
import { ResendCode } from '../components/ResendCode';
import { updateRegistration, useRegistration } from '../registrationStore';
import { CREATE_PASSWORD_PATH, REGISTER_PATH } from '../registrationUrls';
import { useSecondsUntil } from '../useSecondsUntil';

export const VerificationPageVerifyDocument = graphql(`
  mutation VerificationPageVerify($input: VerifyRegistrationEmailInput!) {
    verifyRegistrationEmail(input: $input) {
      success
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const VerificationPageResendDocument = graphql(`
  mutation VerificationPageResend($email: String!) {
    resendVerificationCode(email: $email) {
      success
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The wait between two codes (spec §9's 60000 ms; the API refuses more than one a minute). */
export const RESEND_COOLDOWN_MS = 60_000;

/** `/verification` (step validateEmail): the code emailed by requestToJoin. */
export function VerificationPage() {
  const brand = useBrand();
  const { email, resendAvailableAt } = useRegistration();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const verify = useMutationForm(VerificationPageVerifyDocument, {
    payload: (data) => data.verifyRegistrationEmail,
    accept: (payload) => payload.success,
  });
  const resend = useMutationForm(VerificationPageResendDocument, {
    payload: (data) => data.resendVerificationCode,
    accept: (payload) => payload.success,
    done: 'Code sent.',
  });
  const secondsLeft = useSecondsUntil(resendAvailableAt);

  // Nothing to verify (a direct visit, or a reload emptied the in-memory state).
  if (!email) return <Navigate to={REGISTER_PATH} replace />;
  const registeredEmail = email;

  async function handleVerify(code: string) {
    resend.setErrors([]);
    const outcome = await verify.send({ input: { email: registeredEmail, code } });
    setRefused('errors' in outcome && isRefusal(outcome.errors));
    if ('errors' in outcome) return;
    updateRegistration(() => ({ verificationCode: code }));
    await navigate(CREATE_PASSWORD_PATH);
  }

  async function handleResend() {
    verify.setErrors([]);
    const outcome = await resend.send({ email: registeredEmail });
    if ('ok' in outcome) updateRegistration(() => ({ resendAvailableAt: Date.now() + RESEND_COOLDOWN_MS }));
  }

  return (
    <AuthCard
      title="Check your email"
      brandName={brand}
      description={
        <Text>
          We sent a 6-digit code to{' '}
          <Text as="span" fontWeight="semibold" color="fg" overflowWrap="anywhere">
            {registeredEmail}
          </Text>
          . Enter it below to confirm your address.
        </Text>
      }
      footer={<AppLink to={REGISTER_PATH}>Change my details</AppLink>}
    >
      <LeaveRegistrationGuard />
      <ErrorAlerts messages={[...verify.errors, ...resend.errors]} />
      <OneTimeCodeForm
        label="Verification code"
        wrongShapeHint="Enter the 6-digit code from the email."
        submitting={verify.loading}
        refused={refused}
        onSubmit={(code) => void handleVerify(code)}
      />
      <ResendCode
        secondsLeft={secondsLeft}
        sent={resend.notice !== ''}
        sending={resend.loading}
        onResend={() => void handleResend()}
      />
    </AuthCard>
  );
}
