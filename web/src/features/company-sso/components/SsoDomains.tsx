import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { replaceCachedSso } from '../companySsoCache';
import { SsoDomainRow } from './SsoDomainRow';
import type { SsoDomainItem } from './SsoDomainRow';

export const SsoDomainsAddDocument = graphql(`
  mutation SsoDomainsAdd($domain: String!) {
    addSsoDomain(domain: $domain) {
      sso {
        ...CompanySso_settings
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const LIMITS = FIELD_LIMITS.SsoDomainBody;

export const SsoDomainsVerifyDocument = graphql(`
  mutation SsoDomainsVerify($domain: String!) {
    verifySsoDomain(domain: $domain) {
      sso {
        ...CompanySso_settings
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const SsoDomainsRemoveDocument = graphql(`
  mutation SsoDomainsRemove($domain: String!) {
    removeSsoDomain(domain: $domain) {
      sso {
        ...CompanySso_settings
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface SsoDomainsProps {
  domains: readonly SsoDomainItem[];
}

type Busy = { domain: string; action: 'verify' | 'remove' } | null;

/**
 * The email domains single sign-on claims: add one, prove it with its TXT record ("Verify"), or
 * stop claiming it. One message area for the three, as each answers with the whole settings.
 */
export function SsoDomains({ domains }: SsoDomainsProps) {
  const [domain, setDomain] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const headingId = useId();
  const feedback = useFormFeedback<'domain'>();
  const [add, { loading: adding }] = useMutation(SsoDomainsAddDocument, {
    update: (cache, result) => replaceCachedSso(cache, result.data?.addSsoDomain),
  });
  const [verify] = useMutation(SsoDomainsVerifyDocument, {
    update: (cache, result) => replaceCachedSso(cache, result.data?.verifySsoDomain),
  });
  const [remove] = useMutation(SsoDomainsRemoveDocument, {
    update: (cache, result) => replaceCachedSso(cache, result.data?.removeSsoDomain),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = domain.trim().toLowerCase();
    if (!typed) return feedback.setFieldErrors({ domain: 'Enter a domain, e.g. example.com.' });
    const outcome = await feedback.run(async () => (await add({ variables: { domain: typed } })).data?.addSsoDomain, {
      fields: ['domain'],
      done: `${typed} was added: publish its TXT record, then press Verify.`,
    });
    if ('ok' in outcome) setDomain('');
  }

  async function act(item: SsoDomainItem, action: 'verify' | 'remove') {
    setBusy({ domain: item.domain, action });
    const variables = { domain: item.domain };
    await (action === 'verify'
      ? feedback.run(async () => (await verify({ variables })).data?.verifySsoDomain, {
          done: `${item.domain} is verified.`,
        })
      : feedback.run(async () => (await remove({ variables })).data?.removeSsoDomain, {
          done: `${item.domain} was removed.`,
        }));
    setBusy(null);
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap={4}>
      <Heading as="h3" size="sm" id={headingId}>
        Email domains
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Single sign-on applies to people whose email is at a verified domain. Prove a domain with a TXT record in its
        DNS; a platform admin can also verify it.
      </Text>
      <ErrorAlerts messages={feedback.errors} />
      <FormNotice message={feedback.notice} />
      {domains.length > 0 ? (
        <Stack as="ul" aria-label="Email domains" gap={3} listStyleType="none" m={0} p={0}>
          {domains.map((item) => (
            <SsoDomainRow
              key={item.domain}
              item={item}
              busy={busy?.domain === item.domain ? busy.action : null}
              onVerify={() => void act(item, 'verify')}
              onRemove={() => void act(item, 'remove')}
            />
          ))}
        </Stack>
      ) : (
        <Text>No domain yet.</Text>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a domain">
        <Flex gap={3} align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <TextField
            label="Domain"
            name="domain"
            value={domain}
            onChange={(value) => {
              setDomain(value);
              feedback.setFieldErrors({});
            }}
            maxLength={LIMITS.domain}
            error={feedback.fieldErrors.domain}
            autoComplete="off"
          />
          <Button type="submit" variant="outline" loading={adding} flexShrink={0}>
            Add domain
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
