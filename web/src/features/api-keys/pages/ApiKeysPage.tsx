import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { LoadState } from '../../../shared/ui/LoadStates';
import { PageContainer } from '../../../ui/PageContainer';
import { PLAYGROUND_PATH, SCHEMA_REFERENCE_PATH } from '../apiKeysUrls';
import { ApiKeyList } from '../components/ApiKeyList';
import { CreateApiKeyDialog } from '../components/CreateApiKeyDialog';
import type { CreatedApiKey } from '../components/CreateApiKeyForm';

export const ApiKeysPageQueryDocument = graphql(`
  query ApiKeysPage {
    apiKeys {
      id
      ...ApiKeyList_apiKey
    }
  }
`);

/** `/dashboard/api-keys`: the company admin's keys for partner integrations, their use, creation and revocation. */
export function ApiKeysPage() {
  const brand = useBrand();
  const client = useApolloClient();
  // Statuses are "as of now" and usage grows: show the cached list at once, then the server's.
  const { data, error, refetch } = useQuery(ApiKeysPageQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const createRef = useRef<HTMLButtonElement>(null);
  const wasCreating = useRef(false);

  // Back from the dialog (which is gone, and the empty state's button with it once a key exists),
  // the focus returns to the page's create button.
  useEffect(() => {
    if (wasCreating.current && !creating) createRef.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  function addToList(apiKey: CreatedApiKey) {
    client.cache.updateQuery({ query: ApiKeysPageQueryDocument }, (current) =>
      current ? { apiKeys: [apiKey, ...current.apiKeys.filter((item) => item.id !== apiKey.id)] } : current,
    );
  }

  const apiKeys = data?.apiKeys;
  const createButton = (
    <Button ref={createRef} flexShrink={0} onClick={() => setCreating(true)}>
      Create API key
    </Button>
  );
  let content;
  if (!apiKeys) content = <LoadState error={error} refetch={refetch} label="Loading your API keys" />;
  else if (apiKeys.length === 0)
    content = (
      <Stack
        as="section"
        aria-labelledby="api-keys-empty"
        align="flex-start"
        gap={3}
        borderWidth="1px"
        rounded="md"
        p={6}
      >
        <Heading as="h2" size="md" id="api-keys-empty">
          No API keys yet
        </Heading>
        <Text>
          Create a key for each system that calls the API for your company (a LIMS, a CTMS, a reporting job), so you can
          follow its use and revoke it on its own.
        </Text>
        {createButton}
      </Stack>
    );
  else content = <ApiKeyList apiKeys={apiKeys} />;

  return (
    <PageContainer>
      <Stack gap={6}>
        <Flex
          gap={4}
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-start' }}
          direction={{ base: 'column', sm: 'row' }}
        >
          <Stack gap={2} maxW="2xl">
            <Heading as="h1" size="2xl">
              API keys
            </Heading>
            <Text color="fg.muted">
              {`API keys let your company's own systems call the ${brand} GraphQL API. A key acts as the admin who created it, within your company; a read-only key cannot change anything. Try queries in the `}
              <Link href={PLAYGROUND_PATH}>developer playground</Link> and look up every type in the{' '}
              <Link href={SCHEMA_REFERENCE_PATH}>schema reference</Link>.
            </Text>
          </Stack>
          {apiKeys && apiKeys.length > 0 ? createButton : null}
        </Flex>
        {content}
      </Stack>
      {creating ? <CreateApiKeyDialog onCreated={addToList} onClose={() => setCreating(false)} /> : null}
    </PageContainer>
  );
}
