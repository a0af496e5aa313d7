import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS, NUMBER_LIMITS } from '../../../__generated__/fieldLimits';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { MeetupForm, type MeetupFormValues } from '../components/MeetupForm';
import { meetupUrl } from '../meetupUrls';

/** `/admin/meetups`: the admin group's form for a new meetup (docs/meetups.md). */
export function MeetupAdminPage() {
  const [created, setCreated] = useState<{ code: string; title: string } | null>(null);
  return (
    <PageContainer>
      <Stack gap={6} maxW="3xl">
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            New meetup
          </Heading>
          <Text color="fg.muted">
            Times are read in the meetup&apos;s own time zone. Members register on the meetups page; when it is full,
            they join the waiting list and move up as seats free.
          </Text>
        </Stack>
        {created && (
          <Text role="status">
            Created: <AppLink to={meetupUrl(created.code)}>{created.title}</AppLink>
          </Text>
        )}
        <MeetupForm
          limits={FIELD_LIMITS.MeetupBody}
          maxCapacity={NUMBER_LIMITS.MeetupBody.capacity}
          onCreated={(meetup: Pick<MeetupFormValues, 'code' | 'title'>) => setCreated(meetup)}
        />
      </Stack>
    </PageContainer>
  );
}
