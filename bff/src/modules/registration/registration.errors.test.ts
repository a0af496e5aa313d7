import { describe } from 'vitest';
import { itMapsEveryRow, type UpstreamRow } from '../../testing/catalogue.rows.js';
import { registrationErrors } from './registration.errors.js';

// The registration feature's catalogue entries: the api's own words, or the catalogue's when it sends none.
const table: UpstreamRow[] = [
  [
    400,
    { code: 'NotBusinessEmail', message: 'Use your work email.' },
    'NOT_BUSINESS_EMAIL',
    'Use your work email.',
    'NotBusinessEmail',
  ],
  [
    400,
    { code: 'InvalidVerificationCode' },
    'INVALID_VERIFICATION_CODE',
    'The verification code is invalid or has expired.',
    'InvalidVerificationCode',
  ],
  [
    400,
    { code: 'CompanyDomainMismatch', message: 'Use your own domain.' },
    'COMPANY_DOMAIN_MISMATCH',
    'Use your own domain.',
    'CompanyDomainMismatch',
  ],
];

describe('mapUpstreamError', () => {
  itMapsEveryRow(registrationErrors, table);
});
