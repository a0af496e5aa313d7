import { graphql } from '../../__generated__';

export const CommonsHomeQueryDocument = graphql(`
  query CommonsHome {
    commonsTypes {
      type
      label
      description
      count
    }
    commonsPages(page: 0, size: 6) {
      items {
        id
        type
        slug
        title
        summary
        publishedAt
        company {
          id
          name
        }
      }
    }
  }
`);

export const OwnCommonsPagesQueryDocument = graphql(`
  query OwnCommonsPages($page: Int!) {
    ownCommonsPages(page: $page, size: 10) {
      items {
        id
        type
        slug
        title
        status
        updatedAt
        canEdit
      }
      page
      totalPages
      totalElements
    }
  }
`);

export const CommonsTypesQueryDocument = graphql(`
  query CommonsTypes {
    commonsTypes {
      type
      label
      description
      count
    }
  }
`);

export const CommonsTypeQueryDocument = graphql(`
  query CommonsTypeList($type: String!, $search: String, $page: Int!) {
    commonsPages(type: $type, search: $search, page: $page, size: 10) {
      items {
        id
        type
        slug
        title
        summary
        authorName
        publishedAt
        company {
          id
          name
        }
      }
      page
      totalPages
      totalElements
    }
  }
`);

export const CommonsPageQueryDocument = graphql(`
  query CommonsPageView($type: String!, $slug: String!) {
    commonsPage(type: $type, slug: $slug) {
      id
      type
      slug
      title
      summary
      status
      authorName
      publishedAt
      updatedAt
      canEdit
      body
      company {
        id
        name
        alias
      }
    }
  }
`);

export const OwnCommonsPageQueryDocument = graphql(`
  query OwnCommonsPage($id: ID!) {
    ownCommonsPage(id: $id) {
      id
      type
      slug
      title
      summary
      status
      body
      canEdit
    }
  }
`);

export const CreateCommonsPageDocument = graphql(`
  mutation CreateCommonsPage($input: CommonsPageInput!) {
    createCommonsPage(input: $input) {
      page {
        id
        type
        slug
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateCommonsPageDocument = graphql(`
  mutation UpdateCommonsPage($id: ID!, $input: CommonsPageUpdateInput!) {
    updateCommonsPage(id: $id, input: $input) {
      page {
        id
        type
        slug
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
