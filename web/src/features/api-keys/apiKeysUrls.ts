/** The company admin's API keys screen. */
export const API_KEYS_PATH = '/dashboard/api-keys';

// Served by the bff, not by this app: plain links (a full page load), never router links.
/** The developer playground, where a partner tries queries. */
export const PLAYGROUND_PATH = '/graphql';
/** The schema reference: every type and field with its description. */
export const SCHEMA_REFERENCE_PATH = '/graphql/reference';
