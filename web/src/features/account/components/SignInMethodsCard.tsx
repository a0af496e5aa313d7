import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { SignInMethodsCardQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { myAccountPath } from '../../../shared/paths';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { SectionCard } from '../../../ui/SectionCard';
import { useMutationForm } from '../../../ui/useMutationForm';
import {
  type PublicProvider,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  SocialSignInNotice,
  socialSignInUrl,
  useSocialSignIn,
} from '../../auth';

export const SignInMethodsCardQueryDocument = graphql(`
  query SignInMethodsCard {
    signInMethods {
      kind
      email
      linkedAt
      canUnlink
    }
  }
`);

export const SignInMethodsCardUnlinkDocument = graphql(`
  mutation SignInMethodsCardUnlink($input: UnlinkSignInMethodInput!) {
    unlinkSignInMethod(input: $input) {
      methods {
        kind
        email
        linkedAt
        canUnlink
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

type SignInMethod = SignInMethodsCardQuery['signInMethods'][number];

/** Where a link attempt comes back to: this tab. */
const LINK_RETURN_TO = myAccountPath('security');

const isProvider = (kind: SignInMethod['kind']): kind is PublicProvider =>
  kind !== 'PASSWORD' && kind !== 'COMPANY_SSO';

/** The method's name as the list shows it. */
function methodName(kind: SignInMethod['kind']): string {
  if (kind === 'PASSWORD') return 'Password';
  if (kind === 'COMPANY_SSO') return 'Company single sign-on';
  return SOCIAL_PROVIDER_LABELS[kind];
}

interface MethodRowProps {
  method: SignInMethod;
  onUnlink: (provider: PublicProvider) => void;
}

/** One way in: its name, the identity's email and since when, and Unlink when it may go. */
function MethodRow({ method, onUnlink }: MethodRowProps) {
  const { kind } = method;
  const name = methodName(kind);
  const reasonId = `sign-in-method-${kind.toLowerCase()}-last`;
  return (
    <Flex as="li" justify="space-between" align="center" gap={3} wrap="wrap" py={3} borderBottomWidth="1px">
      <Stack gap={0} minW={0}>
        <Text fontWeight="medium">{name}</Text>
        {method.email ? (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {method.email}
          </Text>
        ) : null}
        {method.linkedAt ? (
          <Text fontSize="sm" color="fg.muted">{`Linked ${formatDate(method.linkedAt) ?? ''}`}</Text>
        ) : null}
      </Stack>
      {isProvider(kind) ? (
        <Stack gap={1} align={{ base: 'flex-start', sm: 'flex-end' }}>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Unlink ${name}`}
            aria-describedby={method.canUnlink ? undefined : reasonId}
            disabled={!method.canUnlink}
            onClick={() => onUnlink(kind)}
          >
            Unlink
          </Button>
          {method.canUnlink ? null : (
            <Text id={reasonId} fontSize="sm" color="fg.muted">
              This is your only way to sign in.
            </Text>
          )}
        </Stack>
      ) : null}
    </Flex>
  );
}

/**
 * My account › Security: the password and each linked provider, unlinking one (never the last
 * way in; the api refuses it too), and linking the others through the provider's pages.
 */
export function SignInMethodsCard() {
  const { data, error, refetch } = useQuery(SignInMethodsCardQueryDocument, { fetchPolicy: 'cache-and-network' });
  const social = useSocialSignIn();
  const [unlinking, setUnlinking] = useState<PublicProvider | null>(null);
  const unlink = useMutationForm(SignInMethodsCardUnlinkDocument, {
    payload: (answer) => answer.unlinkSignInMethod,
    // The payload's list is the account's, refused or not: it replaces the one shown.
    update: (cache, result) => {
      const methods = result.data?.unlinkSignInMethod.methods;
      if (methods) cache.writeQuery({ query: SignInMethodsCardQueryDocument, data: { signInMethods: methods } });
    },
  });

  async function handleConfirm(provider: PublicProvider) {
    const outcome = await unlink.send({ input: { provider } });
    setUnlinking(null);
    if ('ok' in outcome) unlink.setNotice(`${SOCIAL_PROVIDER_LABELS[provider]} is unlinked.`);
  }

  const failed = social.outcome?.status === 'FAILED' ? social.outcome : null;
  let body;
  if (!data && error) body = <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data) body = <LoadingRows label="Loading your sign-in methods" rows={2} shape="field" />;
  else {
    const linked = new Set(data.signInMethods.map((method) => method.kind));
    const linkable = SOCIAL_PROVIDERS.filter((provider) => !linked.has(provider));
    body = (
      <Stack gap={4}>
        <Stack as="ul" aria-label="Your sign-in methods" gap={0} listStyleType="none" m={0} p={0}>
          {data.signInMethods.map((method) => (
            <MethodRow key={method.kind} method={method} onUnlink={setUnlinking} />
          ))}
        </Stack>
        {linkable.length > 0 ? (
          <Flex role="group" aria-label="Link another account" gap={3} wrap="wrap">
            {linkable.map((provider) => (
              <Button key={provider} asChild size="sm" variant="outline">
                <a href={socialSignInUrl(provider, { intent: 'link', returnTo: LINK_RETURN_TO })}>
                  {`Link ${SOCIAL_PROVIDER_LABELS[provider]}`}
                </a>
              </Button>
            ))}
          </Flex>
        ) : null}
      </Stack>
    );
  }

  return (
    <SectionCard title="Sign-in methods">
      <Stack gap={4}>
        {failed ? <SocialSignInNotice outcome={failed} /> : null}
        <ErrorAlerts messages={unlink.errors} />
        {body}
        <FormNotice message={unlink.notice} />
      </Stack>
      <ConfirmDialog
        open={unlinking !== null}
        title={unlinking ? `Unlink ${SOCIAL_PROVIDER_LABELS[unlinking]}?` : ''}
        description="You will no longer be able to sign in with it."
        confirmLabel="Unlink"
        cancelLabel="Cancel"
        destructive
        confirming={unlink.loading}
        onConfirm={() => {
          if (unlinking) void handleConfirm(unlinking);
        }}
        onCancel={() => setUnlinking(null)}
      />
    </SectionCard>
  );
}
