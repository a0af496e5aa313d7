import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { LOGIN_PATH } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { ForgotPasswordRequestForm } from '../components/ForgotPasswordRequestForm';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import type { ResetPasswordValues } from '../components/ResetPasswordForm';

export const ForgotPasswordPageSendCodeDocument = graphql(`
  mutation ForgotPasswordPageSendCode($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      deliveryDestination
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const ForgotPasswordPageResetDocument = graphql(`
  mutation ForgotPasswordPageReset($input: ConfirmForgotPasswordInput!) {
    confirmForgotPassword(input: $input) {
      success
      errors {
        ...UserErrorFields
      }
    }
  }
`);

type Step = { name: 'request' } | { name: 'confirm'; email: string; destination: string } | { name: 'done' };

/** `/forgot-password`: send a code by email, then set a new password with it. */
export function ForgotPasswordPage() {
  const brand = useBrand();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const feedback = useFormFeedback();
  const [sendCode, sending] = useMutation(ForgotPasswordPageSendCodeDocument);
  const [reset, resetting] = useMutation(ForgotPasswordPageResetDocument);

  async function handleSendCode(email: string) {
    const outcome = await feedback.run(
      async () => (await sendCode({ variables: { input: { email } } })).data?.forgotPassword,
    );
    if ('ok' in outcome) setStep({ name: 'confirm', email, destination: outcome.ok.deliveryDestination ?? email });
  }

  async function handleReset(email: string, values: ResetPasswordValues) {
    const outcome = await feedback.run(
      async () => (await reset({ variables: { input: { email, ...values } } })).data?.confirmForgotPassword,
      { accept: (payload) => payload.success },
    );
    if ('ok' in outcome) setStep({ name: 'done' });
  }

  return (
    <AuthCard
      title="Reset your password"
      brandName={brand}
      // Once done, the card's own "Sign in" link replaces this one.
      footer={step.name === 'done' ? null : <AppLink to={LOGIN_PATH}>Back to sign in</AppLink>}
    >
      <ErrorAlerts messages={feedback.errors} />
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
