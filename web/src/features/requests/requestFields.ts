import { graphql } from '../../__generated__';

/** Every field a poster writes: what the request page shows and the edit form starts from. */
export const RequestFieldsFragment = graphql(`
  fragment RequestFields_request on Request {
    id
    kind
    title
    description
    responseDeadline
    visibility
    invitedCompanies {
      id
      name
    }
    therapeuticAreas {
      id
      name
    }
    indications {
      id
      name
    }
    regions {
      id
      name
    }
    services {
      id
      name
    }
    products {
      id
      name
    }
    modalities {
      id
      name
    }
    countries {
      id
      name
    }
    phases
    numberOfSites
    enrolmentTarget
    startDate
    timeline
    budgetMin
    budgetMax
    problem
    stage
  }
`);
