import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { ReferenceKind } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { useViewer } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { RequestForm } from '../components/RequestForm';
import type { RequestFormOptions } from '../components/RequestKindFields';
import { EMPTY_REQUEST_FORM, formValuesOf } from '../requestForm';
import type { ReferenceField } from '../requestForm';
import { RequestFieldsFragment } from '../requestFields';
import { requestPath } from '../requestsUrls';

export const RequestFormOptionsDocument = graphql(`
  query RequestFormOptions {
    referenceItems(kinds: [THERAPEUTIC_AREAS, INDICATIONS, REGIONS, SERVICES, PRODUCTS, MODALITIES]) {
      id
      kind
      name
    }
    countries {
      id
      name
    }
  }
`);

export const RequestEditDocument = graphql(`
  query RequestEdit($id: ID!) {
    request(id: $id) {
      id
      status
      version
      canEdit
      ...RequestFields_request
    }
  }
`);

const FIELD_KINDS: Record<Exclude<ReferenceField, 'countryIds'>, ReferenceKind> = {
  therapeuticAreaIds: 'THERAPEUTIC_AREAS',
  indicationIds: 'INDICATIONS',
  regionIds: 'REGIONS',
  serviceIds: 'SERVICES',
  productIds: 'PRODUCTS',
  modalityIds: 'MODALITIES',
};

function useFormOptions() {
  const query = useQuery(RequestFormOptionsDocument);
  const options = useMemo((): RequestFormOptions | null => {
    if (!query.data) return null;
    const items = query.data.referenceItems;
    const ofKind = (kind: ReferenceKind) => items.filter((item) => item.kind === kind);
    return {
      therapeuticAreaIds: ofKind(FIELD_KINDS.therapeuticAreaIds),
      indicationIds: ofKind(FIELD_KINDS.indicationIds),
      regionIds: ofKind(FIELD_KINDS.regionIds),
      serviceIds: ofKind(FIELD_KINDS.serviceIds),
      productIds: ofKind(FIELD_KINDS.productIds),
      modalityIds: ofKind(FIELD_KINDS.modalityIds),
      countryIds: query.data.countries,
    };
  }, [query.data]);
  return { options, error: query.error, refetch: query.refetch };
}

/** `/requests/new` and `/requests/:id/edit`: the posting form. */
export function RequestFormPage() {
  const { id } = useParams();
  const viewer = useViewer();
  const ownCompanyId = viewer?.user?.company?.id ?? null;
  const form = useFormOptions();
  const edit = useQuery(RequestEditDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const request = edit.data?.request;

  if (id && edit.data && !request) return <NotFoundPage />;
  const title = id ? 'Edit request' : 'Post a request';
  let body;
  if (!form.options || (id && !request))
    body = (
      <LoadState error={form.error ?? edit.error} refetch={id ? edit.refetch : form.refetch} label="Loading the form" />
    );
  else if (request && !request.canEdit)
    body = (
      <Text>
        This request can no longer be edited. <AppLink to={requestPath(request.id)}>Back to the request</AppLink>
      </Text>
    );
  else
    body = (
      <RequestForm
        key={request ? `${request.id}-${request.version}` : 'new'}
        initial={request ? formValuesOf(getFragmentData(RequestFieldsFragment, request)) : EMPTY_REQUEST_FORM}
        edited={request ? { id: request.id, version: request.version, status: request.status } : null}
        options={form.options}
        ownCompanyId={ownCompanyId}
      />
    );
  return (
    <PageContainer maxW="4xl">
      <Stack gap={6}>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {body}
      </Stack>
    </PageContainer>
  );
}
