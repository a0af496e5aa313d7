import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../../../__generated__';
import { AppLink } from '../../../ui/AppLink';
import { companyProfilePath } from '../../company';
import { requestPath } from '../../requests';
import { ChallengeCardFieldsFragment as Fields } from '../challenge.documents';
import { closesText, daysLeftText } from '../challengeDates';

export interface ChallengeCardProps {
  challenge: FragmentType<typeof Fields>;
}

function Labelled({ label, children }: { label: string; children: string }) {
  return (
    <Text whiteSpace="pre-line" overflowWrap="anywhere">
      <Text as="span" fontWeight="semibold">{`${label}: `}</Text>
      {children}
    </Text>
  );
}

/** One challenge: open or closed, headline, sponsor (when the viewer may know it), prize, deadline and the way to apply. */
export function ChallengeCard({ challenge: ref }: ChallengeCardProps) {
  const challenge = getFragmentData(Fields, ref);
  const headingId = `challenge-${challenge.id}-headline`;
  const left = daysLeftText(challenge.deadline, challenge.open);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p={{ base: 4, md: 5 }} bg="bg.panel" aria-labelledby={headingId}>
      <Stack gap={3}>
        <Flex gap={2} wrap="wrap" align="center">
          <Badge colorPalette={challenge.open ? 'green' : 'gray'}>{challenge.open ? 'Open' : 'Closed'}</Badge>
          {challenge.therapeuticAreas.map((area) => (
            <Badge key={area.id} variant="outline">
              {area.name}
            </Badge>
          ))}
        </Flex>
        <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
          {challenge.headline}
        </Heading>
        {challenge.sponsor ? (
          <Text fontSize="sm" truncate>
            {'Posted by '}
            <AppLink to={companyProfilePath(challenge.sponsor.alias)}>{challenge.sponsor.name}</AppLink>
            {challenge.isOwnCompany ? ' (your company)' : ''}
          </Text>
        ) : null}
        <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={4}>
          {challenge.problemSummary}
        </Text>
        <Stack gap={2} fontSize="sm">
          <Labelled label="Prize or pilot">{challenge.prize}</Labelled>
          <Labelled label="How to apply">{challenge.howToApply}</Labelled>
        </Stack>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            {closesText(challenge.deadline, challenge.open)}
            {left ? <Text as="span" color="fg.muted" fontWeight="normal">{` · ${left}`}</Text> : null}
          </Text>
          <Button asChild size="sm" variant={challenge.open ? 'solid' : 'outline'}>
            <RouterLink to={requestPath(challenge.requestId)} aria-describedby={headingId}>
              {challenge.open ? 'View and apply' : 'View the request'}
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
