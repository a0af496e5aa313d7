import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useBrand } from '../../../shared/config/appConfigContext';
import { SOCIAL_PROVIDER_LABELS } from '../socialSignIn';
import type { SocialSignInOutcome } from '../useSocialSignIn';

export interface SocialSignInNoticeProps {
  outcome: SocialSignInOutcome;
  /** "Not you? Cancel" (LINK_REQUIRED): forget the outcome; the button shows only when given. */
  onDismiss?: () => void;
  dismissing?: boolean;
}

/** Why a social sign-in failed, as the bff words it; focused on arrival so it is read first. */
function FailedAlert({ message, provider }: { message: string | null; provider: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert.Root ref={ref} status="error" role="alert" variant="subtle" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {message ?? `Signing in with ${provider} did not work. Try again, or sign in with your password.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Where the social sign-in the bff came back with stands: the account to link by signing in with
 * the password (LINK_REQUIRED), the registration to finish (REGISTRATION), or why it failed.
 */
export function SocialSignInNotice({ outcome, onDismiss, dismissing = false }: SocialSignInNoticeProps) {
  const brand = useBrand();
  const provider = SOCIAL_PROVIDER_LABELS[outcome.provider];
  if (outcome.status === 'FAILED') return <FailedAlert message={outcome.message ?? null} provider={provider} />;
  const email = outcome.email ?? '';
  const text =
    outcome.status === 'LINK_REQUIRED'
      ? `${provider} signs you in as ${email}, which already has a ${brand} account. Sign in with your password once to link ${provider}; after that, “Continue with ${provider}” signs you in.`
      : `No ${brand} account uses ${email} yet. Register below: ${provider} is linked to your account when you finish.`;
  return (
    <Alert.Root status="info" variant="subtle" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap={2}>
          <Text overflowWrap="anywhere">{text}</Text>
          {onDismiss ? (
            <Button size="sm" variant="outline" alignSelf="flex-start" loading={dismissing} onClick={onDismiss}>
              Not you? Cancel
            </Button>
          ) : null}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
