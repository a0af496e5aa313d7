import { Checkbox, Text, VisuallyHidden } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { CompanyCard } from '../../company';
import { CompareToggleButton } from '../../compare';
import { ContactCompanyButton } from '../../messaging';
import { AddContractedPartnerButton } from '../../partner';
import { RatingBadge } from '../../review';
import { NewMatchBadge } from '../../saved-search';
import { AddToWatchlistButton, WatchedMark } from '../../watchlist';
import type { WatchedFolder } from '../../watchlist';
import { Highlighted } from './Highlighted';

export const SearchResultCardFragment = graphql(`
  fragment SearchResultCard_result on CompanySearchResult {
    company {
      id
      name
      inCompareList
      isContractedPartner
      ...CompanyCard_company
      ...RatingBadge_company
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
  /** Marked "New": a saved search newly matched it (its notification's link). */
  marked?: boolean;
  /** The viewer's folders that keep the company (its watched mark). */
  watchedIn?: readonly WatchedFolder[];
  /** Whether it is ticked for the selection bar; without `onSelectedChange` there is no checkbox. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

/**
 * One result: the company's card with the search's matches highlighted, its watched mark, a box to
 * select it for the watchlist, 'Add to compare', 'Add to watchlist' and 'Contact'.
 */
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
          <RatingBadge company={company} />
          {props.marked ? <NewMatchBadge /> : null}
          {props.onSelectedChange ? (
            <Checkbox.Root
              size="sm"
              checked={props.selected ?? false}
              onCheckedChange={(details) => props.onSelectedChange?.(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                Select <VisuallyHidden>{company.name}</VisuallyHidden>
              </Checkbox.Label>
            </Checkbox.Root>
          ) : null}
          <WatchedMark folders={props.watchedIn} />
          <CompareToggleButton
            companyId={company.id}
            companyName={company.name}
            inCompareList={company.inCompareList}
            nameInLabel
            size="xs"
          />
          <AddToWatchlistButton companyId={company.id} companyName={company.name} nameInLabel size="xs" />
          <AddContractedPartnerButton
            companyId={company.id}
            companyName={company.name}
            isContractedPartner={company.isContractedPartner}
            nameInLabel
            size="xs"
          />
          <ContactCompanyButton companyId={company.id} companyName={company.name} size="xs" />
        </>
      }
    />
  );
}
