import { HStack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { ProfileClaim } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { CheckCircleIcon } from '../../../ui/icons';

export const VerifiedClaimsFragment = graphql(`
  fragment VerifiedClaims_company on Company {
    id
    verifiedClaims {
      claim
      verifiedAt
    }
  }
`);

export interface ClaimFactsProps {
  company: FragmentType<typeof VerifiedClaimsFragment>;
  /** The claims the profile makes, with their labels, in order. */
  items: readonly { claim: ProfileClaim; label: string }[];
}

/**
 * Claims as a profile lists them, each that the admin group verified followed by a check mark and
 * "Verified <date>" (docs/evidence.md: the flag is on and the latest decision is VERIFIED).
 */
export function ClaimFacts({ company, items }: ClaimFactsProps) {
  const { verifiedClaims } = getFragmentData(VerifiedClaimsFragment, company);
  const verifiedAt = new Map(verifiedClaims.map((verified) => [verified.claim, verified.verifiedAt]));
  return (
    <Text as="span" display="inline">
      {items.map(({ claim, label }, index) => {
        const at = verifiedAt.get(claim);
        return (
          <Fragment key={claim}>
            {index > 0 ? ', ' : null}
            {label}
            {at ? (
              <HStack
                as="span"
                display="inline-flex"
                gap={1}
                ms={2}
                color="green.fg"
                fontSize="sm"
                verticalAlign="middle"
              >
                <CheckCircleIcon boxSize={4} aria-hidden />
                <span>Verified {formatDate(at)}</span>
              </HStack>
            ) : null}
          </Fragment>
        );
      })}
    </Text>
  );
}
