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
