import type { ContactSwitchDto } from './contact.api.js';

// What the GraphQL types of contact.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ContactFormSwitchMapper = ContactSwitchDto;
