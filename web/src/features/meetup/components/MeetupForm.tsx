import { Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormField, SubmitRow } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { CreateMeetupDocument, UpdateMeetupDocument } from '../meetup.admin.documents';
import { viewerZone, wallClockOf, zonedInstant } from '../meetupDates';

export interface MeetupFormValues {
  code: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venue: string;
  onlineUrl: string;
  capacity: string;
}

type Field = keyof MeetupFormValues;
const FIELDS: readonly Field[] = [
  'code',
  'title',
  'description',
  'startsAt',
  'endsAt',
  'timeZone',
  'venue',
  'onlineUrl',
  'capacity',
];

/** A saved meetup, as the edit form starts from it. */
export interface EditedMeetup {
  code: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venue?: string | null;
  onlineUrl?: string | null;
  capacity: number;
  registeredCount: number;
}

export interface MeetupFormProps {
  limits: Record<'code' | 'title' | 'description' | 'timeZone' | 'venue' | 'onlineUrl', number>;
  maxCapacity: number;
  /** The meetup to edit (saved with updateMeetup); a new one when left out. */
  meetup?: EditedMeetup;
  onSaved: (meetup: { code: string; title: string }) => void;
}

const valuesOf = (m: EditedMeetup): MeetupFormValues => ({
  code: m.code,
  title: m.title,
  description: m.description,
  startsAt: wallClockOf(m.startsAt, m.timeZone),
  endsAt: wallClockOf(m.endsAt, m.timeZone),
  timeZone: m.timeZone,
  venue: m.venue ?? '',
  onlineUrl: m.onlineUrl ?? '',
  capacity: String(m.capacity),
});

/** The seats already taken, said beside the capacity: the api refuses fewer. */
const taken = (meetup?: EditedMeetup): string =>
  meetup && meetup.registeredCount > 0
    ? `; at least the ${meetup.registeredCount} seat${meetup.registeredCount === 1 ? '' : 's'} taken`
    : '';

const empty = (): MeetupFormValues => ({
  code: '',
  title: '',
  description: '',
  startsAt: '',
  endsAt: '',
  timeZone: viewerZone(),
  venue: '',
  onlineUrl: '',
  capacity: '30',
});

/**
 * The admin group's meetup form, for a new meetup or an edit: the api checks every field and
 * names the wrong ones (a capacity below the seats taken, a start moved into the past…).
 */
export function MeetupForm({ limits, maxCapacity, meetup, onSaved }: MeetupFormProps) {
  const [values, setValues] = useState(() => (meetup ? valuesOf(meetup) : empty()));
  const created = useMutationForm(CreateMeetupDocument, {
    payload: (data) => data.createMeetup,
    fields: FIELDS,
    done: 'The meetup is created.',
  });
  const updated = useMutationForm(UpdateMeetupDocument, {
    payload: (data) => data.updateMeetup,
    fields: FIELDS,
    done: 'Saved: the meetups page shows the change.',
  });
  const form = meetup ? updated : created;
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Exclude<Field, 'startsAt' | 'endsAt' | 'capacity'>, label: string, helperText?: string) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={set(field)}
      maxLength={limits[field]}
      error={form.fieldErrors[field]}
      multiline={field === 'description'}
      rows={field === 'description' ? 6 : undefined}
      type={field === 'onlineUrl' ? 'url' : 'text'}
      helperText={helperText}
    />
  );
  const moment = (field: 'startsAt' | 'endsAt', label: string) => (
    <FormField
      label={label}
      helperText={`In ${values.timeZone || 'the time zone below'}.`}
      error={form.fieldErrors[field]}
    >
      <Input type="datetime-local" name={field} value={values[field]} onChange={(e) => set(field)(e.target.value)} />
    </FormField>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const zone = values.timeZone.trim();
    const startsAt = zonedInstant(values.startsAt, zone);
    const endsAt = zonedInstant(values.endsAt, zone);
    if (!startsAt || !endsAt) {
      form.setFieldErrors({
        ...(startsAt ? {} : { startsAt: 'Choose the day and time it starts (and a known time zone).' }),
        ...(endsAt ? {} : { endsAt: 'Choose the day and time it ends (and a known time zone).' }),
      });
      return;
    }
    const input = {
      code: values.code.trim(),
      title: values.title,
      description: values.description,
      startsAt,
      endsAt,
      timeZone: zone,
      venue: values.venue.trim() || null,
      onlineUrl: values.onlineUrl.trim() || null,
      capacity: Number.parseInt(values.capacity, 10) || 0,
    };
    const outcome = meetup ? await updated.send({ code: meetup.code, input }) : await created.send({ input });
    if ('ok' in outcome && outcome.ok.meetup) {
      onSaved(outcome.ok.meetup);
      if (!meetup) setValues(empty());
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={meetup ? `Edit ${meetup.title}` : 'New meetup'}
    >
      <Stack gap={4}>
        <ErrorAlerts messages={form.errors} />
        {text(
          'code',
          'Code',
          'Lower-case words joined by hyphens, e.g. scope-summit-side-meetup: its link and /register?event=.',
        )}
        {text('title', 'Title')}
        {text('description', 'Description', 'Plain text: what happens and for whom.')}
        {moment('startsAt', 'Starts')}
        {moment('endsAt', 'Ends')}
        {text('timeZone', 'Time zone', 'An IANA zone, e.g. Europe/London or America/New_York.')}
        {text('venue', 'Venue', 'Where it is held in person; leave empty when online only.')}
        {text('onlineUrl', 'Online link', 'An https:// link to join; leave empty when in person only.')}
        <FormField
          label="Seats"
          helperText={`1 to ${maxCapacity.toLocaleString('en-US')}${taken(meetup)}.`}
          error={form.fieldErrors.capacity}
        >
          <Input
            type="number"
            name="capacity"
            min={1}
            max={maxCapacity}
            value={values.capacity}
            onChange={(e) => set('capacity')(e.target.value)}
          />
        </FormField>
        <SubmitRow label={meetup ? 'Save changes' : 'Create meetup'} loading={form.loading} notice={form.notice} />
      </Stack>
    </form>
  );
}
