import { Badge, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CompanyBadge } from '../../../__generated__/graphql';
import { COMPANY_BADGE_LABELS } from '../companyLabels';
import { CompanyLogo } from './CompanyLogo';

export interface CompanyMastheadProps {
  name: string;
  logoUrl: string | null | undefined;
  businessType: string;
  /** Headquarters as a line ("Boston, MA, United States"), or null when unknown. */
  location: string | null;
  badges: readonly CompanyBadge[];
  /** Claimed by its people, or still unclaimed (null: say neither). */
  claim: 'claimed' | 'unclaimed' | null;
  /** What the viewer can do; wraps below the name when the row is too narrow. */
  actions?: ReactNode;
}

/**
 * The top of a profile and of its preview: who the company is at a glance. Long names and words
 * wrap inside the heading, so nothing beside them (the actions) is pushed off the page.
 */
export function CompanyMasthead({
  name,
  logoUrl,
  businessType,
  location,
  badges,
  claim,
  actions,
}: CompanyMastheadProps) {
  const hasBadges = badges.length > 0 || claim !== null;
  return (
    <Flex gap={{ base: 5, md: 6 }} wrap="wrap" align="flex-start" justify="space-between">
      <Flex gap={{ base: 4, md: 5 }} flex="1 1 28rem" minW={0} align="flex-start">
        <CompanyLogo name={name} logoUrl={logoUrl} size="2xl" />
        <Stack gap={2} minW={0} flex="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere" lineHeight="short">
            {name}
          </Heading>
          <Text color="fg.muted" overflowWrap="anywhere">
            {[businessType, location].filter(Boolean).join(' · ')}
          </Text>
          {hasBadges ? (
            <Wrap gap={2} role="list" aria-label="Badges">
              {badges.map((badge) => (
                <Badge
                  key={badge}
                  role="listitem"
                  colorPalette="brand"
                  variant={badge === 'VERIFIED' ? 'solid' : 'subtle'}
                >
                  {COMPANY_BADGE_LABELS[badge]}
                </Badge>
              ))}
              {claim === 'claimed' ? (
                <Badge role="listitem" variant="outline" colorPalette="brand">
                  Claimed
                </Badge>
              ) : null}
              {claim === 'unclaimed' ? (
                <Badge role="listitem" variant="outline" colorPalette="gray">
                  Unclaimed
                </Badge>
              ) : null}
            </Wrap>
          ) : null}
        </Stack>
      </Flex>
      {actions ? (
        <Flex flex="0 1 auto" minW={0} maxW="full">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
