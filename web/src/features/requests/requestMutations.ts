import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';

/** What every change of a request answers: the request's new state, or the refusals. */
export const RequestChangeFragment = graphql(`
  fragment RequestChange_payload on RequestPayload {
    request {
      id
      status
      version
      publishedAt
      closedAt
      canEdit
      acceptsResponses
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export const CreateRequestDocument = graphql(`
  mutation CreateRequest($input: RequestInput!, $publish: Boolean!) {
    createRequest(input: $input, publish: $publish) {
      ...RequestChange_payload
    }
  }
`);

// An edit also answers every field it may have changed, so the request's page opens on them
// instead of showing the request as it was until its own answer comes.
export const UpdateRequestDocument = graphql(`
  mutation UpdateRequest($id: ID!, $version: Int!, $input: RequestInput!) {
    updateRequest(id: $id, version: $version, input: $input) {
      ...RequestChange_payload
      request {
        id
        ...RequestFields_request
      }
    }
  }
`);

export const PublishRequestDocument = graphql(`
  mutation PublishRequest($id: ID!, $version: Int) {
    publishRequest(id: $id, version: $version) {
      ...RequestChange_payload
    }
  }
`);

export const CloseRequestDocument = graphql(`
  mutation CloseRequest($id: ID!, $version: Int) {
    closeRequest(id: $id, version: $version) {
      ...RequestChange_payload
    }
  }
`);

export const DeleteRequestDocument = graphql(`
  mutation DeleteRequest($id: ID!) {
    deleteRequest(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** After a change, lists may hold it in the wrong place: they load again when next shown. */
export function evictRequestLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'requests' });
  cache.gc();
}
