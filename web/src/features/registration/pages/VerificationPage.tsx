import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LeaveRegistrationGuard } from '../components/LeaveRegistrationGuard';
import { ResendCode } from '../components/ResendCode';
import { VerificationCodeForm } from '../components/VerificationCodeForm';
import { updateRegistration, useRegistration } from '../registrationStore';
import { CREATE_PASSWORD_PATH, REGISTER_PATH } from '../registrationUrls';
import { useSecondsUntil } from '../useSecondsUntil';

export const VerificationPageVerifyDocument = graphql(`
  mutation VerificationPageVerify($input: VerifyRegistrationEmailInput!) {
    verifyRegistrationEmail(input: $input) {
      success
      errors {
        code
        field
        message
      }
    }
  }
`);

export const VerificationPageResendDocument = graphql(`
  mutation VerificationPageResend($email: String!) {
    resendVerificationCode(email: $email) {
      success
      errors {
        code
        field
        message
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
  const [errors, setErrors] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const [sent, setSent] = useState(false);
  const [verify, verifying] = useMutation(VerificationPageVerifyDocument);
  const [resend, resending] = useMutation(VerificationPageResendDocument);
  const secondsLeft = useSecondsUntil(resendAvailableAt);

  // Nothing to verify (a direct visit, or a reload emptied the in-memory state).
  if (!email) return <Navigate to={REGISTER_PATH} replace />;
  const registeredEmail = email;

  async function handleVerify(code: string) {
    setErrors([]);
    setRefused(false);
    try {
      const { data } = await verify({ variables: { input: { email: registeredEmail, code } } });
      const payload = data?.verifyRegistrationEmail;
      if (payload && payload.errors.length > 0) {
        setErrors(payload.errors.map((error) => error.message));
        setRefused(true);
      } else if (payload?.success) {
        updateRegistration(() => ({ verificationCode: code }));
        await navigate(CREATE_PASSWORD_PATH);
      } else {
        setErrors([GENERIC_ERROR_MESSAGE]);
      }
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  async function handleResend() {
    setErrors([]);
    setSent(false);
    try {
      const { data } = await resend({ variables: { email: registeredEmail } });
      const payload = data?.resendVerificationCode;
      if (payload && payload.errors.length > 0) return setErrors(payload.errors.map((error) => error.message));
      if (!payload?.success) return setErrors([GENERIC_ERROR_MESSAGE]);
      setSent(true);
      updateRegistration(() => ({ resendAvailableAt: Date.now() + RESEND_COOLDOWN_MS }));
    } catch (error) {
      setErrors(errorMessages(error));
    }
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
      {errors.length > 0 ? (
        <Stack gap={3}>
          {errors.map((message) => (
            <ErrorAlert key={message} message={message} />
          ))}
        </Stack>
      ) : null}
      <VerificationCodeForm
        submitting={verifying.loading}
        refused={refused}
        onSubmit={(code) => void handleVerify(code)}
      />
      <ResendCode
        secondsLeft={secondsLeft}
        sent={sent}
        sending={resending.loading}
        onResend={() => void handleResend()}
      />
    </AuthCard>
  );
}
