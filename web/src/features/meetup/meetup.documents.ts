import { graphql } from '../../__generated__';

export const MeetupCardFieldsFragment = graphql(`
  fragment MeetupCardFields on Meetup {
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
    seatsLeft
    waitlistCount
    registrationOpen
    myRegistration {
      status
      waitlistPosition
    }
  }
`);

export const MeetupsPageDocument = graphql(`
  query MeetupsPage($when: MeetupWhen!, $page: Int!, $size: Int!) {
    meetups(when: $when, page: $page, size: $size) {
      items {
        ...MeetupCardFields
      }
      page
      totalPages
      totalElements
    }
  }
`);

export const MeetupPageDocument = graphql(`
  query MeetupPage($code: String!) {
    meetup(code: $code) {
      ...MeetupCardFields
    }
  }
`);

export const RegisterForMeetupDocument = graphql(`
  mutation RegisterForMeetup($code: String!) {
    registerForMeetup(code: $code) {
      meetup {
        ...MeetupCardFields
      }
      registration {
        status
        waitlistPosition
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CancelMeetupRegistrationDocument = graphql(`
  mutation CancelMeetupRegistration($code: String!) {
    cancelMeetupRegistration(code: $code) {
      meetup {
        ...MeetupCardFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
