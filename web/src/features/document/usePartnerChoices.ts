import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { PartnerChoice } from './documentTypes';

// The company's contracted partners (schema/partner.graphql): the companies a document may be
// attached to or shared with. The api checks the same records again on each change.
export const DocumentPartnerChoicesDocument = graphql(`
  query DocumentPartnerChoices {
    contractedPartners(sort: NAME, page: 0, size: 100) {
      items {
        id
        name
      }
    }
  }
`);

/** The viewer's company's contracted partners, by name (none while loading or when it has none). */
export function usePartnerChoices(): readonly PartnerChoice[] {
  const { data } = useQuery(DocumentPartnerChoicesDocument, { fetchPolicy: 'cache-and-network' });
  return data?.contractedPartners.items.map(({ id, name }) => ({ id, name })) ?? [];
}
