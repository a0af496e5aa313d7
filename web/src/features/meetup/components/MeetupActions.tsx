import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { loginPath } from '../../../shared/paths';
import { useViewer } from '../../../shared/session/useViewer';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { useFormFeedback } from '../../../ui/useMutationForm';
import type { MeetupCardFieldsFragment } from '../../../__generated__/graphql';
import { CancelMeetupRegistrationDocument, RegisterForMeetupDocument } from '../meetup.documents';
import { eventSignupUrl, meetupUrl } from '../meetupUrls';

export interface MeetupActionsProps {
  meetup: Pick<MeetupCardFieldsFragment, 'code' | 'title' | 'seatsLeft' | 'registrationOpen' | 'myRegistration'>;
}

/**
 * What the viewer can do about a meetup: visitors register through the event sign-up (or sign
 * in), members register, join the waiting list, or cancel; a meetup that has started only says so.
 */
export function MeetupActions({ meetup }: MeetupActionsProps) {
  const viewer = useViewer();
  const feedback = useFormFeedback();
  const [register, registering] = useMutation(RegisterForMeetupDocument);
  const [cancel, cancelling] = useMutation(CancelMeetupRegistrationDocument);
  const busy = registering.loading || cancelling.loading;
  const mine = meetup.myRegistration;
  const variables = { code: meetup.code };

  if (!meetup.registrationOpen)
    return (
      <Text color="fg.muted">{mine ? 'You were registered. Registration is closed.' : 'Registration is closed.'}</Text>
    );

  if (!viewer)
    return (
      <Flex gap={4} align="center" wrap="wrap">
        <Button asChild size="sm">
          <RouterLink to={eventSignupUrl(meetup.code)} aria-label={`Register for ${meetup.title}`}>
            Register
          </RouterLink>
        </Button>
        <Text fontSize="sm">
          Already a member?{' '}
          <RouterLink to={loginPath(meetupUrl(meetup.code))} style={{ textDecoration: 'underline' }}>
            Sign in
          </RouterLink>{' '}
          to register.
        </Text>
      </Flex>
    );
  // The admin group acting as itself has no seat to take.
  if (!viewer.user) return null;

  const onRegister = () =>
    feedback.run(async () => (await register({ variables })).data?.registerForMeetup, {
      done:
        meetup.seatsLeft > 0 ? 'You are registered. We mailed you a calendar file.' : 'You joined the waiting list.',
    });
  const onCancel = () =>
    feedback.run(async () => (await cancel({ variables })).data?.cancelMeetupRegistration, {
      done: mine?.status === 'WAITLISTED' ? 'You left the waiting list.' : 'Your registration is cancelled.',
    });

  return (
    <Stack gap={2}>
      <Flex gap={4} align="center" wrap="wrap">
        {mine?.status === 'REGISTERED' && <Text fontWeight="medium">You are registered.</Text>}
        {mine?.status === 'WAITLISTED' && (
          <Text fontWeight="medium">{`You are on the waiting list (#${mine.waitlistPosition ?? '?'})`}</Text>
        )}
        {mine ? (
          <Button size="sm" variant="outline" loading={busy} onClick={() => void onCancel()}>
            {mine.status === 'WAITLISTED' ? 'Leave the waiting list' : 'Cancel registration'}
          </Button>
        ) : (
          <Button size="sm" loading={busy} onClick={() => void onRegister()}>
            {meetup.seatsLeft > 0 ? 'Register' : 'Join the waiting list'}
          </Button>
        )}
      </Flex>
      <ErrorAlerts messages={feedback.errors} />
      <FormNotice message={feedback.notice} />
    </Stack>
  );
}
