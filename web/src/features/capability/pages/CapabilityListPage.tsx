import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../../__generated__';
import { REGISTER_PATH } from '../../../shared/paths';
import { DASHBOARD_CAPABILITY_PATH } from '../capabilityUrls';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { RangePager } from '../../../shared/ui/RangePager';
import { ALERT_PUBLISHER_TYPES } from '../capabilityFormat';
import { CapabilityAlertCard } from '../components/CapabilityAlertCard';
import { CapabilityFilters } from '../components/CapabilityFilters';
import { alertReferenceOptions } from '../referenceOptions';
import { ALERTS_PER_PAGE, capabilityFilter, useCapabilityParams } from '../useCapabilityParams';

export const CapabilityListPageQueryDocument = graphql(`
  query CapabilityListPage($filter: CapabilityAlertFilter, $page: Int!, $size: Int!) {
    capabilityAlerts(filter: $filter, page: $page, size: $size) {
      items {
        id
        detailsHidden
        ...CapabilityAlertCard_alert
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const CapabilityListReferencesDocument = graphql(`
  query CapabilityListReferences {
    referenceItems(kinds: [SERVICES, THERAPEUTIC_AREAS, REGIONS]) {
      id
      kind
      name
    }
  }
`);

/** `/capability`: current capability alerts of vendors and sites, for everyone; details for members with a plan. */
export function CapabilityListPage() {
  const viewer = useViewer();
  const { params, update } = useCapabilityParams();
  const { data, previousData, error, refetch, loading } = useQuery(CapabilityListPageQueryDocument, {
    variables: { filter: capabilityFilter(params), page: params.page, size: ALERTS_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const references = useQuery(CapabilityListReferencesDocument);
  const options = useMemo(() => alertReferenceOptions(references.data?.referenceItems), [references.data]);
  const page = (data ?? previousData)?.capabilityAlerts;
  const hidden = page?.items.some((item) => item.detailsHidden) ?? false;
  const publishes = ALERT_PUBLISHER_TYPES.includes(viewer?.user?.company?.role.type ?? '');

  let list;
  if (!page) list = <LoadState error={error} refetch={refetch} label="Loading capability alerts" />;
  else if (page.items.length === 0)
    list = <Text color="fg.muted">No current capability alerts match. Try fewer filters or other words.</Text>;
  else
    list = (
      <Stack gap={4} aria-busy={loading}>
        {page.items.map((alert) => (
          <CapabilityAlertCard key={alert.id} alert={alert} />
        ))}
        <RangePager
          page={page.page}
          size={page.size}
          totalElements={page.totalElements}
          totalPages={page.totalPages}
          onPageChange={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6} maxW="5xl">
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Capability alerts
          </Heading>
          <Text color="fg.muted">What vendors and sites can take on now: services, therapeutic areas and regions.</Text>
          {publishes ? <AppLink to={DASHBOARD_CAPABILITY_PATH}>Publish your own capability alert</AppLink> : null}
        </Stack>
        {hidden ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>See what each company offers</Alert.Title>
              <Alert.Description>
                {viewer ? (
                  <>
                    {'Descriptions, services and regions are for members with a plan. '}
                    <AppLink to="/subscriptions#offerings">Choose a plan</AppLink>
                  </>
                ) : (
                  <>
                    {'Join Trialbridge to read descriptions, services and regions. '}
                    <AppLink to={REGISTER_PATH}>Sign up</AppLink>
                  </>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <CapabilityFilters params={params} options={options} onChange={update} />
        {list}
      </Stack>
    </PageContainer>
  );
}
