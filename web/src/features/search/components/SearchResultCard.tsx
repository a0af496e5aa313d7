import { Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { CompanyCard } from '../../company';
import { CompareToggleButton } from '../../compare';
import { ContactCompanyButton } from '../../messaging';
import { Highlighted } from './Highlighted';

export const SearchResultCardFragment = graphql(`
  fragment SearchResultCard_result on CompanySearchResult {
    company {
      id
      name
      inCompareList
      ...CompanyCard_company
    }
    highlights {
      name {
        text
        match
      }
      description {
        text
        match
      }
    }
  }
`);

export interface SearchResultCardProps {
  result: FragmentType<typeof SearchResultCardFragment>;
}

/** One result: the company's card with the search's matches highlighted, 'Add to compare' and 'Contact'. */
export function SearchResultCard(props: SearchResultCardProps) {
  const { company, highlights } = getFragmentData(SearchResultCardFragment, props.result);
  const name = highlights && highlights.name.length > 0 ? <Highlighted segments={highlights.name} /> : undefined;
  const excerpt =
    highlights && highlights.description.length > 0 ? (
      <Text fontSize="sm" lineClamp={3}>
        <Highlighted segments={highlights.description} />
      </Text>
    ) : undefined;
  return (
    <CompanyCard
      company={company}
      headingLevel="h3"
      title={name}
      excerpt={excerpt}
      actions={
        <>
          <CompareToggleButton
            companyId={company.id}
            companyName={company.name}
            inCompareList={company.inCompareList}
            nameInLabel
            size="xs"
          />
          <ContactCompanyButton companyId={company.id} companyName={company.name} size="xs" />
        </>
      }
    />
  );
}
