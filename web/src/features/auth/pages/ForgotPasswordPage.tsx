import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { errorMessages } from '../../../shared/errorMessages';
import { LOGIN_PATH } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { ForgotPasswordRequestForm } from '../components/ForgotPasswordRequestForm';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import type { ResetPasswordValues } from '../components/ResetPasswordForm';

export const ForgotPasswordPageSendCodeDocument = graphql(`
  mutation ForgotPasswordPageSendCode($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      deliveryDestination
      errors {
        code
        field
        message
      }
    }
  }
`);

export const ForgotPasswordPageResetDocument = graphql(`
  mutation ForgotPasswordPageReset($input: ConfirmForgotPasswordInput!) {
    confirmForgotPassword(input: $input) {
      success
      errors {
        code
        field
        message
      }
    }
  }
`);

type Step = { name: 'request' } | { name: 'confirm'; email: string; destination: string } | { name: 'done' };

/** `/forgot-password`: send a code by email, then set a new password with it. */
export function ForgotPasswordPage() {
  const brand = useBrand();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [errors, setErrors] = useState<string[]>([]);
  const [sendCode, sending] = useMutation(ForgotPasswordPageSendCodeDocument);
  const [reset, resetting] = useMutation(ForgotPasswordPageResetDocument);

  async function handleSendCode(email: string) {
    setErrors([]);
    try {
      const { data } = await sendCode({ variables: { input: { email } } });
      const payload = data?.forgotPassword;
      if (payload && payload.errors.length > 0) return setErrors(payload.errors.map((error) => error.message));
      setStep({ name: 'confirm', email, destination: payload?.deliveryDestination ?? email });
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  async function handleReset(email: string, values: ResetPasswordValues) {
    setErrors([]);
    try {
      const { data } = await reset({ variables: { input: { email, ...values } } });
      const payload = data?.confirmForgotPassword;
      if (payload && payload.errors.length > 0) return setErrors(payload.errors.map((error) => error.message));
      if (payload?.success) setStep({ name: 'done' });
      else setErrors(errorMessages(null));
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      brandName={brand}
      // Once done, the card's own "Sign in" link replaces this one.
      footer={step.name === 'done' ? null : <AppLink to={LOGIN_PATH}>Back to sign in</AppLink>}
    >
      {errors.length > 0 ? (
        <Stack gap={3}>
          {errors.map((message) => (
            <ErrorAlert key={message} message={message} />
          ))}
        </Stack>
      ) : null}
      {step.name === 'request' ? (
        <Stack gap={5}>
          <Text color="fg.muted">Enter your account's email and we'll send you a verification code.</Text>
          <ForgotPasswordRequestForm submitting={sending.loading} onSubmit={(email) => void handleSendCode(email)} />
        </Stack>
      ) : null}
      {step.name === 'confirm' ? (
        <Stack gap={5}>
          <Text role="status">We sent a code to {step.destination}</Text>
          <ResetPasswordForm
            submitting={resetting.loading}
            onSubmit={(values) => void handleReset(step.email, values)}
          />
        </Stack>
      ) : null}
      {step.name === 'done' ? (
        <Stack gap={4} role="status">
          <Text fontWeight="medium">Your password has been reset.</Text>
          <AppLink to={LOGIN_PATH}>Sign in</AppLink>
        </Stack>
      ) : null}
    </AuthCard>
  );
}
