import { Card, Heading, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { AppLink } from '../../../ui/AppLink';
import { CompanyLogo, companyProfilePath } from '../../company';

export const CapabilityAlertCardFragment = graphql(`
  fragment CapabilityAlertCard_alert on CapabilityAlert {
    id
    title
    validUntil
    detailsHidden
    description
    company {
      id
      name
      alias
      logoUrl
    }
    services {
      id
      name
    }
    therapeuticAreas {
      id
      name
    }
    regions {
      id
      name
    }
  }
`);

export interface CapabilityAlertCardProps {
  alert: FragmentType<typeof CapabilityAlertCardFragment>;
}

/** One current alert: who offers it, what, until when; the details when the viewer's plan shows them. */
export function CapabilityAlertCard(props: CapabilityAlertCardProps) {
  const alert = getFragmentData(CapabilityAlertCardFragment, props.alert);
  const tags = [...alert.services, ...alert.therapeuticAreas, ...alert.regions];
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={`alert-${alert.id}`}>
      <Card.Body>
        <Stack gap={3}>
          <HStack gap={3} align="center" minW={0}>
            <CompanyLogo name={alert.company.name} logoUrl={alert.company.logoUrl} size="sm" />
            <AppLink to={companyProfilePath(alert.company.alias)} overflowWrap="anywhere" minW={0} fontWeight="medium">
              {alert.company.name}
            </AppLink>
          </HStack>
          <Heading as="h2" size="md" id={`alert-${alert.id}`} overflowWrap="anywhere">
            {alert.title}
          </Heading>
          <Text
            fontSize="sm"
            color="fg.muted"
          >{`Valid until ${formatDate(alert.validUntil) ?? alert.validUntil}`}</Text>
          {alert.description ? (
            <Text whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={4}>
              {alert.description}
            </Text>
          ) : null}
          {tags.length > 0 ? (
            <Wrap gap={2} role="list" aria-label="Services, therapeutic areas and regions">
              {tags.map((tag) => (
                <Tag.Root key={tag.id} variant="subtle" role="listitem">
                  <Tag.Label>{tag.name}</Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
