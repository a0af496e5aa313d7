import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { useViewer } from '../../../shared/session/useViewer';
import type { FragmentType } from '../../../__generated__';
import { CompareToggleButton } from '../../compare';
import { ContactCompanyButton } from '../../messaging';
import { AddContractedPartnerButton } from '../../partner';
import { AddToWatchlistButton } from '../../watchlist';
import { claimCompanyPath, companyEditPath } from '../companyUrls';

export const CompanyProfileActionsFragment = graphql(`
  fragment CompanyProfileActions_company on Company {
    id
    alias
    name
    inCompareList
    isContractedPartner
    canEdit
    claimable
  }
`);

export interface CompanyProfileActionsProps {
  company: FragmentType<typeof CompanyProfileActionsFragment>;
}

/**
 * What the viewer can do with a profile: compare, keep in a watchlist and contact (another
 * company: nobody compares with, watches or writes to their own), edit (its admins), claim
 * (unclaimed companies).
 */
export function CompanyProfileActions(props: CompanyProfileActionsProps) {
  const company = getFragmentData(CompanyProfileActionsFragment, props.company);
  const own = useViewer()?.user?.company?.id === company.id;
  return (
    <Flex gap={3} wrap="wrap" align="flex-start" aria-label="Actions" role="group" minW={0}>
      {own ? null : (
        <>
          <CompareToggleButton
            companyId={company.id}
            companyName={company.name}
            inCompareList={company.inCompareList}
          />
          <AddToWatchlistButton companyId={company.id} companyName={company.name} />
          <ContactCompanyButton companyId={company.id} companyName={company.name} />
          <AddContractedPartnerButton
            companyId={company.id}
            companyName={company.name}
            isContractedPartner={company.isContractedPartner}
          />
        </>
      )}
      {company.canEdit ? (
        <Button asChild size="sm">
          <RouterLink to={companyEditPath(company.alias)}>Edit company</RouterLink>
        </Button>
      ) : null}
      {company.claimable ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={claimCompanyPath(company.alias)}>Claim this company</RouterLink>
        </Button>
      ) : null}
    </Flex>
  );
}
