import { Avatar, Badge, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../shared/format/dates';
import { AppLink } from '../../../ui/AppLink';
import { contractedPartnerPath } from '../partnerUrls';
import { Stars } from './Stars';

const TYPE_LABELS: Record<string, string> = {
  SPONSOR: 'Sponsor',
  VENDOR: 'Vendor',
  SITE: 'Site',
  NONPROFIT: 'Nonprofit',
  PATIENTS_ADVOCACY: 'Patients advocacy',
  INVESTOR: 'Investor',
};

export interface PartnerRowProps {
  partner: {
    id: string;
    name: string;
    logoUrl?: string | null;
    type: string;
    labels: readonly string[];
    noteCount: number;
    addedAt: string;
  };
  rating: { overall?: number | null; count: number };
}

/** One partner in the list: its name (a link to its details), type, average stars, labels and counts. */
export function PartnerRow({ partner, rating }: PartnerRowProps) {
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body>
        <Flex gap={4} align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <HStack gap={3} flex="1" minW={0}>
            <Avatar.Root size="md" shape="rounded">
              {partner.logoUrl ? <Avatar.Image src={partner.logoUrl} alt="" /> : null}
              <Avatar.Fallback name={partner.name} />
            </Avatar.Root>
            <Stack gap={1} minW={0}>
              <AppLink to={contractedPartnerPath(partner.id)} fontSize="lg" overflowWrap="anywhere">
                {partner.name}
              </AppLink>
              <Text fontSize="sm" color="fg.muted">
                {`${TYPE_LABELS[partner.type] ?? partner.type} · added ${formatDate(partner.addedAt) ?? ''} · ${partner.noteCount} ${partner.noteCount === 1 ? 'note' : 'notes'}`}
              </Text>
              {partner.labels.length > 0 ? (
                <Flex as="ul" gap={1} wrap="wrap" listStyleType="none" aria-label="Labels">
                  {partner.labels.map((label) => (
                    <Badge as="li" key={label} variant="subtle">
                      {label}
                    </Badge>
                  ))}
                </Flex>
              ) : null}
            </Stack>
          </HStack>
          <Stars value={rating.overall} count={rating.count} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
