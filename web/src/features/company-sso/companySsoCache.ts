import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';
import type { CompanySsoCardQuery } from '../../__generated__/graphql';
import { readUserErrors } from '../../ui/useMutationForm';
import type { UserErrorRefs } from '../../ui/useMutationForm';

/** Everything the settings card shows of the company's single sign-on; every payload selects it too. */
export const CompanySsoSettingsFragment = graphql(`
  fragment CompanySso_settings on CompanySso {
    issuer
    clientId
    hasClientSecret
    required
    jitMembers
    trustProviderMfa
    redirectUri
    updatedAt
    domains {
      domain
      verificationRecord
      verified
      verifiedAt
      verifiedBy
    }
  }
`);

export const CompanySsoCardQueryDocument = graphql(`
  query CompanySsoCard {
    companySso {
      ...CompanySso_settings
    }
  }
`);

/** The settings as a query or a payload selects them (masked behind the fragment). */
export type SsoRef = CompanySsoCardQuery['companySso'];

/** What every company single sign-on mutation answers with. */
export interface SsoPayload {
  sso?: SsoRef;
  errors: UserErrorRefs;
}

/**
 * Puts a payload's settings in place of the cached `companySso`, so every change shows without a
 * reload. A refusal carries the settings as they stand (write them too), except a null one: the
 * SDL sends null both for "removed" and for "refused before any existed", and only a success
 * tells which.
 */
export function replaceCachedSso(cache: ApolloCache, payload: SsoPayload | null | undefined): void {
  if (!payload) return;
  const refused = readUserErrors(payload.errors).length > 0;
  if (refused && !payload.sso) return;
  cache.writeQuery({ query: CompanySsoCardQueryDocument, data: { companySso: payload.sso ?? null } });
}
