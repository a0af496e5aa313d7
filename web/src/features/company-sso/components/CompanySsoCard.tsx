import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { SectionCard } from '../../../ui/SectionCard';
import { CompanySsoCardQueryDocument, CompanySsoSettingsFragment } from '../companySsoCache';
import { CopyableValue } from './CopyableValue';
import { DisconnectSso } from './DisconnectSso';
import { ProviderForm } from './ProviderForm';
import { SsoDomains } from './SsoDomains';

/**
 * "Single sign-on" on /dashboard/manage-members (company admins): connect the company's own
 * OpenID Connect provider, its rules and the domains it owns. Every change answers with the whole
 * settings, which replace the cached ones: the card updates without a reload.
 */
export function CompanySsoCard() {
  const { data, error, loading, refetch } = useQuery(CompanySsoCardQueryDocument);
  const [connecting, setConnecting] = useState(false);
  const sso = getFragmentData(CompanySsoSettingsFragment, data?.companySso);

  let body;
  if (!data) {
    body =
      error && !loading ? (
        <LoadError error={error} size="sm" onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingRows label="Loading single sign-on" rows={2} shape="field" />
      );
  } else if (!sso) {
    body = (
      <Stack gap={4}>
        <Text>
          Let your colleagues sign in with your company&apos;s own account (Microsoft Entra ID, Okta, Google Workspace
          or any OpenID Connect provider). You can require it for everyone at your verified email domains, and let new
          colleagues join as members at their first sign-in.
        </Text>
        {connecting ? (
          <ProviderForm current={null} onCancel={() => setConnecting(false)} />
        ) : (
          <Button alignSelf="flex-start" onClick={() => setConnecting(true)}>
            Connect your identity provider
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap={6}>
        <Text color="fg.muted" overflowWrap="anywhere">
          {`Connected to ${sso.issuer}. Last changed ${formatDateTime(sso.updatedAt) ?? ''}.`}
        </Text>
        <CopyableValue
          label="Callback URL"
          value={sso.redirectUri}
          helperText="Register this callback URL at your provider."
        />
        <ProviderForm current={sso} />
        <SsoDomains domains={sso.domains} />
        <DisconnectSso />
      </Stack>
    );
  }

  return <SectionCard title="Single sign-on">{body}</SectionCard>;
}
