import { Box, Card, Flex, Heading, LinkOverlay, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatHeadquarters } from '../companyLabels';
import { companyProfilePath } from '../companyUrls';
import { CompanyLogo } from './CompanyLogo';

export const CompanyCardFragment = graphql(`
  fragment CompanyCard_company on Company {
    id
    alias
    name
    logoUrl
    description
    role {
      id
      name
      type
    }
    headquarters {
      city
      state
      country {
        id
        name
      }
    }
    services {
      id
      name
    }
  }
`);

const BREAK_ANYWHERE = { '&, & *': { overflowWrap: 'anywhere' } } as const;

/** How many services a card names before "+N more". */
export const CARD_SERVICES = 3;

export interface CompanyCardProps {
  company: FragmentType<typeof CompanyCardFragment>;
  headingLevel?: 'h2' | 'h3';
  /** Replaces the plain name (e.g. with the search's highlighted matches). */
  title?: ReactNode;
  /** Replaces the description's opening (e.g. with a highlighted excerpt). */
  excerpt?: ReactNode;
  /** Buttons beside the card's content (kept out of the card-wide link). */
  actions?: ReactNode;
}

/** A company in a list: logo or initials, name, business type, headquarters and a few services. */
export function CompanyCard({ company: ref, headingLevel = 'h2', title, excerpt, actions }: CompanyCardProps) {
  const company = getFragmentData(CompanyCardFragment, ref);
  const hq = formatHeadquarters(company.headquarters);
  const shown = company.services.slice(0, CARD_SERVICES);
  const more = company.services.length - shown.length;
  const summary =
    excerpt ??
    (company.description ? (
      <Text fontSize="sm" lineClamp={2}>
        {company.description}
      </Text>
    ) : null);
  return (
    <Card.Root
      as="article"
      variant="outline"
      size="sm"
      position="relative"
      _hover={{ borderColor: 'border.emphasized' }}
    >
      <Card.Body>
        <Flex gap={4} align="flex-start" direction={{ base: 'column', sm: 'row' }}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
          <Stack gap={2} flex="1" minW={0}>
            {/* Every element inside too (the link, highlighted matches): Chakra's preflight gives each its
                own `break-word`, which would let a long word widen the card past a phone's screen. */}
            <Heading as={headingLevel} size="md" css={BREAK_ANYWHERE}>
              {/* The whole card opens the profile; the heading link is what assistive technology reads. */}
              <LinkOverlay asChild>
                <RouterLink to={companyProfilePath(company.alias)}>{title ?? company.name}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {[company.role.name, hq].filter(Boolean).join(' · ')}
            </Text>
            {summary ? <Box css={BREAK_ANYWHERE}>{summary}</Box> : null}
            {shown.length > 0 ? (
              <Wrap gap={2} role="list" aria-label={`Services of ${company.name}`}>
                {shown.map((service) => (
                  <Tag.Root key={service.id} size="sm" variant="subtle" role="listitem">
                    <Tag.Label>{service.name}</Tag.Label>
                  </Tag.Root>
                ))}
                {more > 0 ? (
                  <Text as="span" role="listitem" fontSize="sm" color="fg.muted">
                    {`+${more} more`}
                  </Text>
                ) : null}
              </Wrap>
            ) : null}
          </Stack>
          {actions ? (
            // Above the overlay link, so its buttons stay clickable.
            <Stack position="relative" zIndex={1} flexShrink={0}>
              {actions}
            </Stack>
          ) : null}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
