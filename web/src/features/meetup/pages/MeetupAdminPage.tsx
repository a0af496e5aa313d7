import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { FIELD_LIMITS, NUMBER_LIMITS } from '../../../__generated__/fieldLimits';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SelectField } from '../../../ui/SelectField';
import { MeetupForm } from '../components/MeetupForm';
import { MeetupAdminListDocument, MeetupEditFieldsFragment } from '../meetup.admin.documents';
import { meetupUrl } from '../meetupUrls';

const NEW = '';

/** `/admin/meetups`: the admin group creates a meetup, or picks an upcoming one and edits it (docs/meetups.md). */
export function MeetupAdminPage() {
  const { data, error, refetch } = useQuery(MeetupAdminListDocument, { fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState(NEW);
  const [saved, setSaved] = useState<{ code: string; title: string; created: boolean } | null>(null);
  const meetups = (data?.meetups.items ?? []).map((item) => getFragmentData(MeetupEditFieldsFragment, item));
  const editing = meetups.find((meetup) => meetup.code === picked);
  const options = [
    { value: NEW, label: 'A new meetup' },
    ...meetups.map((m) => ({ value: m.code, label: `${m.title} (${formatDateTime(m.startsAt) ?? ''})` })),
  ];

  return (
    <PageContainer>
      <Stack gap={6} maxW="3xl">
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Meetups
          </Heading>
          <Text color="fg.muted">
            Times are read in the meetup&apos;s own time zone. Members register on the meetups page; when it is full,
            they join the waiting list and move up as seats free.
          </Text>
        </Stack>
        {data ? (
          <SelectField
            label="Meetup"
            name="meetup"
            value={editing ? picked : NEW}
            options={options}
            onChange={(code) => {
              setSaved(null);
              setPicked(code);
            }}
            helperText="Pick an upcoming meetup to edit it."
          />
        ) : (
          <LoadState error={error} refetch={refetch} label="Loading the meetups" />
        )}
        {saved && (
          <Text role="status">
            {saved.created ? 'Created' : 'Saved'}: <AppLink to={meetupUrl(saved.code)}>{saved.title}</AppLink>
          </Text>
        )}
        <Heading as="h2" size="lg" overflowWrap="anywhere">
          {editing ? `Edit ${editing.title}` : 'New meetup'}
        </Heading>
        <MeetupForm
          key={editing ? `${editing.id}` : NEW}
          limits={FIELD_LIMITS.MeetupBody}
          maxCapacity={NUMBER_LIMITS.MeetupBody.capacity}
          meetup={editing}
          onSaved={(meetup) => {
            setSaved({ ...meetup, created: !editing });
            void refetch();
            if (editing) setPicked(meetup.code);
          }}
        />
      </Stack>
    </PageContainer>
  );
}
