import { DOC_EXPLORER_PLUGIN } from '@graphiql/plugin-doc-explorer';
import { GraphiQL } from 'graphiql';
import { useMemo, useSyncExternalStore } from 'react';
import { brand } from '../shared/config/brand';
import {
  createPlaygroundFetcher,
  createRefusalStore,
  type RefusalStore,
  type SchemaRefusal,
} from './playgroundFetcher';

/** The links the header offers (the reference is served by the bff; the keys page is the app's). */
export const SCHEMA_REFERENCE_PATH = '/graphql/reference';
export const API_KEYS_PATH = '/dashboard/api-keys';
export const SIGN_IN_PATH = '/login';

/** What the editor opens with the first time (GraphiQL keeps the user's tabs afterwards). */
export const DEFAULT_QUERY = `# Run it with the ▶ button or Ctrl+Enter. Signed in, it answers as you;
# with "Authorization": "Bearer <key>" in the Headers tab below, it answers as that API key.
query Viewer {
  viewer {
    email
    isAdmin
    permissions
    user {
      firstName
      lastName
      role
      company {
        name
        role {
          name
          type
        }
      }
    }
  }
}
`;

function RefusalNotice({ refusal }: { refusal: SchemaRefusal }) {
  return (
    <p className="playground-refusal" role="status">
      {refusal.message} <a href={SIGN_IN_PATH}>Sign in</a>
    </p>
  );
}

/** The doc explorer, or why there are no docs: anonymous callers may not read the schema in production. */
function docsPlugin(refusals: RefusalStore): typeof DOC_EXPLORER_PLUGIN {
  const Explorer = DOC_EXPLORER_PLUGIN.content;
  function Docs() {
    const refusal = useSyncExternalStore(refusals.subscribe, refusals.get);
    return refusal ? <RefusalNotice refusal={refusal} /> : <Explorer />;
  }
  return { ...DOC_EXPLORER_PLUGIN, content: Docs };
}

/** GraphiQL on this origin's /graphql, under a short header with the reference and the API keys. */
export function Playground() {
  const { refusals, fetcher, docs } = useMemo(() => {
    const store = createRefusalStore();
    return { refusals: store, fetcher: createPlaygroundFetcher(window.location, store), docs: docsPlugin(store) };
  }, []);
  const refusal = useSyncExternalStore(refusals.subscribe, refusals.get);
  return (
    <div className="playground">
      <header className="playground-header">
        <h1>{brand} GraphQL playground</h1>
        <nav aria-label="GraphQL">
          {/* The way back to the product (issue 26: the playground had none). */}
          <a href="/">{`Back to ${brand}`}</a>
          <a href={SCHEMA_REFERENCE_PATH}>Schema reference</a>
          <a href={API_KEYS_PATH}>API keys</a>
        </nav>
        {refusal && <RefusalNotice refusal={refusal} />}
      </header>
      <main className="playground-main">
        <GraphiQL
          fetcher={fetcher}
          defaultQuery={DEFAULT_QUERY}
          referencePlugin={docs}
          defaultEditorToolsVisibility="headers"
          // Headers may hold an API key: they stay in this tab, never in localStorage.
          shouldPersistHeaders={false}
          showPersistHeadersSettings={false}
        />
      </main>
    </div>
  );
}
