import { graphql } from '../../__generated__';

export const CreateMeetupDocument = graphql(`
  mutation CreateMeetup($input: MeetupInput!) {
    createMeetup(input: $input) {
      meetup {
        id
        code
        title
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const MeetupEditFieldsFragment = graphql(`
  fragment MeetupEditFields on Meetup {
    id
    code
    title
    description
    startsAt
    endsAt
    timeZone
    venue
    onlineUrl
    capacity
    registeredCount
  }
`);

export const MeetupAdminListDocument = graphql(`
  query MeetupAdminList {
    meetups(when: UPCOMING, page: 0, size: 50) {
      items {
        ...MeetupEditFields
      }
    }
  }
`);

export const UpdateMeetupDocument = graphql(`
  mutation UpdateMeetup($code: String!, $input: MeetupInput!) {
    updateMeetup(code: $code, input: $input) {
      meetup {
        id
        code
        title
        ...MeetupEditFields
        ...MeetupCardFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
