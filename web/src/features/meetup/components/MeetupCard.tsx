import { Badge, Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { type FragmentType, getFragmentData } from '../../../__generated__';
import type { MeetupCardFieldsFragment } from '../../../__generated__/graphql';
import { AppLink } from '../../../ui/AppLink';
import { MeetupCardFieldsFragment as Fields } from '../meetup.documents';
import { meetupWhen, viewerZone } from '../meetupDates';
import { meetupUrl } from '../meetupUrls';
import { MeetupActions } from './MeetupActions';

export interface MeetupCardProps {
  meetup: FragmentType<typeof Fields>;
  /** The meetup's own page: the whole description, the title not a link. */
  detailed?: boolean;
}

function seatsText(meetup: MeetupCardFieldsFragment): string {
  if (!meetup.registrationOpen) return `${meetup.capacity} seats`;
  if (meetup.seatsLeft === 0)
    return meetup.waitlistCount > 0
      ? `Full — join the waiting list (${meetup.waitlistCount} waiting)`
      : 'Full — join the waiting list';
  return `${meetup.seatsLeft} of ${meetup.capacity} ${meetup.capacity === 1 ? 'seat' : 'seats'} left`;
}

/** A meetup: when (the viewer's time, and the venue's when it differs), where, seats, and the viewer's actions. */
export function MeetupCard({ meetup: ref, detailed = false }: MeetupCardProps) {
  const meetup = getFragmentData(Fields, ref);
  const here = viewerZone();
  const venueTime = meetup.timeZone !== here ? meetupWhen(meetup.startsAt, meetup.endsAt, meetup.timeZone) : null;
  const mode = meetup.venue && meetup.onlineUrl ? 'In person and online' : meetup.venue ? 'In person' : 'Online';
  return (
    <Box as={detailed ? 'article' : 'li'} borderWidth="1px" rounded="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap={3}>
        <Flex gap={2} wrap="wrap" align="center">
          <Badge colorPalette={meetup.venue ? 'teal' : 'purple'}>{mode}</Badge>
          <Badge colorPalette={meetup.seatsLeft === 0 && meetup.registrationOpen ? 'orange' : 'gray'}>
            {seatsText(meetup)}
          </Badge>
        </Flex>
        <Heading as={detailed ? 'h1' : 'h3'} size={detailed ? '2xl' : 'md'} overflowWrap="anywhere">
          {detailed ? meetup.title : <AppLink to={meetupUrl(meetup.code)}>{meetup.title}</AppLink>}
        </Heading>
        <Stack gap={1} fontSize="sm">
          <Text>
            <Text as="span" fontWeight="medium">
              When:{' '}
            </Text>
            <time dateTime={meetup.startsAt}>{meetupWhen(meetup.startsAt, meetup.endsAt)}</time>
          </Text>
          {venueTime && <Text color="fg.muted">{`At the venue: ${venueTime} (${meetup.timeZone})`}</Text>}
          {meetup.venue && (
            <Text overflowWrap="anywhere">
              <Text as="span" fontWeight="medium">
                Where:{' '}
              </Text>
              {meetup.venue}
            </Text>
          )}
          {meetup.onlineUrl && (
            <Text overflowWrap="anywhere">
              <Text as="span" fontWeight="medium">
                Online:{' '}
              </Text>
              <Link href={meetup.onlineUrl} target="_blank" rel="noopener noreferrer" color="colorPalette.fg">
                {meetup.onlineUrl}
              </Link>
            </Text>
          )}
        </Stack>
        <Text
          whiteSpace={detailed ? 'pre-line' : undefined}
          overflowWrap="anywhere"
          lineClamp={detailed ? undefined : 3}
        >
          {meetup.description}
        </Text>
        <MeetupActions meetup={meetup} />
      </Stack>
    </Box>
  );
}
