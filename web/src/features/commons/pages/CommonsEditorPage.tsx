import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { CommonsHomeQueryDocument, OwnCommonsPageQueryDocument } from '../commons.documents';
import { COMMONS_PATH } from '../commonsUrls';
import { PageEditorForm } from '../components/PageEditorForm';

/** `/commons/write` (`?type=` for a new page, `?id=` to edit one of the company's pages). */
export function CommonsEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const types = useQuery(CommonsHomeQueryDocument, { fetchPolicy: 'cache-first' });
  const own = useQuery(OwnCommonsPageQueryDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const page = own.data?.ownCommonsPage;
  if (id && own.data && (!page || !page.canEdit)) return <NotFoundPage />;
  const ready = types.data && (!id || page);
  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <AppLink to={COMMONS_PATH} fontSize="sm">
            Commons
          </AppLink>
          <Heading as="h1" size="2xl">
            {id ? 'Edit a page' : 'Write a page'}
          </Heading>
          <Text color="fg.muted">Published pages show under your company's name, to everyone.</Text>
        </Stack>
        {!ready ? (
          <LoadState
            error={types.error ?? own.error}
            refetch={() => Promise.all([types.refetch(), id ? own.refetch() : null])}
            label="Loading the editor"
          />
        ) : (
          <PageEditorForm
            key={page?.id ?? 'new'}
            types={types.data?.commonsTypes ?? []}
            initialType={params.get('type') ?? undefined}
            {...(page ? { page } : {})}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
