import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { OneTimeCodeForm } from '../../../ui/OneTimeCodeForm';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { TotpSetupDetails } from '../../auth';
import { SignInMethodsCard } from './SignInMethodsCard';

export const SecurityTabQueryDocument = graphql(`
  query SecurityTab {
    viewer {
      totpEnabled
    }
  }
`);

export const SecurityTabSetUpDocument = graphql(`
  mutation SecurityTabSetUp {
    setUpTotp {
      totpSetup {
        secret
        otpauthUri
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const SecurityTabVerifyDocument = graphql(`
  mutation SecurityTabVerify($input: VerifyTotpInput!) {
    verifyTotp(input: $input) {
      totpEnabled
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const SecurityTabDisableDocument = graphql(`
  mutation SecurityTabDisable {
    disableTotp {
      totpEnabled
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The viewer is a cache singleton: its TOTP flag is written where every query reads it. */
function storeTotpEnabled(cache: ApolloCache, totpEnabled: boolean | undefined) {
  if (totpEnabled === undefined) return;
  cache.modify({ id: cache.identify({ __typename: 'Viewer' }), fields: { totpEnabled: () => totpEnabled } });
}

interface TotpSetup {
  secret: string;
  otpauthUri: string;
}

/**
 * The Security tab: turn sign-in codes from an authenticator app (TOTP) on or off, and the ways
 * into the account (password, linked providers). Shown only to the user themselves: My account
 * replaces the tab while an admin acts as someone else.
 */
export function SecurityTab() {
  const { data, error, refetch } = useQuery(SecurityTabQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [setUp, settingUp] = useMutation(SecurityTabSetUpDocument);
  const [verify, verifying] = useMutation(SecurityTabVerifyDocument, {
    update: (cache, result) => storeTotpEnabled(cache, result.data?.verifyTotp.totpEnabled),
  });
  const [disable, disabling] = useMutation(SecurityTabDisableDocument, {
    update: (cache, result) => storeTotpEnabled(cache, result.data?.disableTotp.totpEnabled),
  });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const feedback = useFormFeedback();

  if (!data && error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <LoadingRows label="Loading your security settings" shape="field" />;
  const enabled = data.viewer?.totpEnabled ?? false;

  async function handleSetUp() {
    const outcome = await feedback.run(async () => (await setUp()).data?.setUpTotp, {
      // No errors but nothing to show either: an answer the page cannot use.
      accept: (payload) => Boolean(payload.totpSetup),
    });
    if ('ok' in outcome) setSetup(outcome.ok.totpSetup ?? null);
  }

  async function handleVerify(code: string) {
    const outcome = await feedback.run(
      async () => (await verify({ variables: { input: { code } } })).data?.verifyTotp,
      {
        done: 'Your authenticator app is set up: sign-in will ask for its code.',
      },
    );
    if ('ok' in outcome) setSetup(null);
  }

  async function handleDisable() {
    await feedback.run(async () => (await disable()).data?.disableTotp, {
      done: 'Sign-in no longer asks for a code from your authenticator app.',
    });
    setConfirmingOff(false);
  }

  return (
    <Stack gap={6} maxW="xl">
      <Stack gap={2}>
        <Text fontWeight="semibold" fontSize="lg">{`Authenticator app: ${enabled ? 'On' : 'Off'}`}</Text>
        <Text color="fg.muted">
          {enabled
            ? 'Each sign-in asks for a code from your authenticator app after your password.'
            : 'Add a second step to sign-in: a code from an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.'}
        </Text>
      </Stack>
      <ErrorAlerts messages={feedback.errors} />
      {setup ? (
        <Stack gap={6}>
          <TotpSetupDetails secret={setup.secret} otpauthUri={setup.otpauthUri} />
          <OneTimeCodeForm
            label="Authentication code"
            wrongShapeHint="Enter the 6-digit code from your authenticator app."
            submitting={verifying.loading}
            onSubmit={(code) => void handleVerify(code)}
            onCancel={() => setSetup(null)}
          />
        </Stack>
      ) : enabled ? (
        <Button alignSelf="flex-start" variant="outline" colorPalette="red" onClick={() => setConfirmingOff(true)}>
          Turn off authenticator app
        </Button>
      ) : (
        <Button alignSelf="flex-start" loading={settingUp.loading} onClick={() => void handleSetUp()}>
          Set up authenticator app
        </Button>
      )}
      <FormNotice message={feedback.notice} />
      <ConfirmDialog
        open={confirmingOff}
        title="Turn off authenticator app?"
        description="Sign-in will only ask for your password, which makes your account easier to take over."
        confirmLabel="Turn off"
        cancelLabel="Cancel"
        destructive
        confirming={disabling.loading}
        onConfirm={() => void handleDisable()}
        onCancel={() => setConfirmingOff(false)}
      />
      <SignInMethodsCard />
    </Stack>
  );
}
