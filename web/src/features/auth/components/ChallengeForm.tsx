import { Stack, Text } from '@chakra-ui/react';
import type { AuthChallengeState } from '../authChallenge';
import { AnswerForm } from './AnswerForm';
import { MfaTypeForm } from './MfaTypeForm';
import { NewPasswordForm } from './NewPasswordForm';
import { TotpSetupDetails } from './TotpSetupDetails';

export interface ChallengeFormProps {
  challenge: AuthChallengeState;
  submitting: boolean;
  /** The answer to send with `respondToChallenge`. */
  onAnswer: (answer: string) => void;
}

/** The form for whichever challenge the identity service raised. */
export function ChallengeForm({ challenge, submitting, onAnswer }: ChallengeFormProps) {
  const common = { submitting, onAnswer };
  switch (challenge.name) {
    case 'TOTP_REQUIRED':
      return (
        <Stack gap={5}>
          <Text>Enter the code from your authenticator app.</Text>
          <AnswerForm label="Authentication code" submitLabel="Verify" kind="code" {...common} />
        </Stack>
      );
    case 'MFA_REQUIRED':
      return (
        <Stack gap={5}>
          <Text>
            {challenge.codeDeliveryDestination
              ? `Enter the code we sent to ${challenge.codeDeliveryDestination}.`
              : 'Enter the code we sent you.'}
          </Text>
          <AnswerForm label="Authentication code" submitLabel="Verify" kind="code" {...common} />
        </Stack>
      );
    case 'NEW_PASSWORD_REQUIRED':
      return (
        <Stack gap={5}>
          <Text>Choose a new password to finish signing in.</Text>
          <NewPasswordForm {...common} />
        </Stack>
      );
    case 'SELECT_MFA_TYPE':
      return <MfaTypeForm availableMfaTypes={challenge.availableMfaTypes} {...common} />;
    case 'MFA_SETUP':
      return (
        <Stack gap={6}>
          {challenge.totpSetup ? (
            <TotpSetupDetails secret={challenge.totpSetup.secret} otpauthUri={challenge.totpSetup.otpauthUri} />
          ) : null}
          <AnswerForm label="Authentication code" submitLabel="Verify" kind="code" {...common} />
        </Stack>
      );
    case 'CUSTOM_CHALLENGE':
      return <AnswerForm label="Answer" submitLabel="Continue" kind="text" {...common} />;
  }
}
