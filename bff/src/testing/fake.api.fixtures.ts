import { PASSWORD_RULES as API_PASSWORD_RULES } from '@trialbridge/api/password-policy';
import type { ApiSchema } from '../rest/rest.contract.js';

type ReferenceItemDto = ApiSchema<'ReferenceItemDto'>;
type PasswordRuleDto = ApiSchema<'PasswordRuleDto'>;

/** What GET /v1/users/password-policy answers: the api's own definition, not a copy. */
export const PASSWORD_RULES: PasswordRuleDto[] = API_PASSWORD_RULES.map((rule) => ({ ...rule }));

export const REFERENCE_ITEMS: ReferenceItemDto[] = [
  { id: 1, kind: 'THERAPEUTIC_AREAS', name: 'Oncology', parentId: null },
  { id: 2, kind: 'INDICATIONS', name: 'Breast cancer', parentId: 1 },
  { id: 3, kind: 'SERVICES', name: 'Data Management', parentId: null },
  { id: 4, kind: 'PRODUCTS', name: 'EDC', parentId: null },
  { id: 5, kind: 'REGIONS', name: 'Europe', parentId: null },
];

export const COUNTRIES = [
  { id: 1, code: 'DE', name: 'Germany' },
  { id: 2, code: 'US', name: 'United States' },
];
