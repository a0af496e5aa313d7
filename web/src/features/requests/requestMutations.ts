import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';

export const CreateRequestDocument = graphql(`
  mutation CreateRequest($input: RequestInput!, $publish: Boolean!) {
    createRequest(input: $input, publish: $publish) {
      request {
        id
        status
        version
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const UpdateRequestDocument = graphql(`
  mutation UpdateRequest($id: ID!, $version: Int!, $input: RequestInput!) {
    updateRequest(id: $id, version: $version, input: $input) {
      request {
        id
        status
        version
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const PublishRequestDocument = graphql(`
  mutation PublishRequest($id: ID!, $version: Int) {
    publishRequest(id: $id, version: $version) {
      request {
        id
        status
        version
        publishedAt
        canEdit
        acceptsResponses
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const CloseRequestDocument = graphql(`
  mutation CloseRequest($id: ID!, $version: Int) {
    closeRequest(id: $id, version: $version) {
      request {
        id
        status
        version
        closedAt
        canEdit
        acceptsResponses
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const DeleteRequestDocument = graphql(`
  mutation DeleteRequest($id: ID!) {
    deleteRequest(id: $id) {
      deletedId
      errors {
        code
        field
        message
      }
    }
  }
`);

/** After a change, lists may hold it in the wrong place: they load again when next shown. */
export function evictRequestLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'requests' });
  cache.gc();
}
