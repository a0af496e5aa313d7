import { describe, expect, it } from 'vitest';
import { createApiKeyInput, EMPTY_API_KEY_FORM, latestExpiryDay, validateApiKeyForm } from './apiKeyForm';

const now = new Date('2026-11-27T15:00:00.000Z');
const form = (patch: Partial<typeof EMPTY_API_KEY_FORM>) => ({ ...EMPTY_API_KEY_FORM, name: 'LIMS sync', ...patch });

describe('validateApiKeyForm', () => {
  it('accepts a named key that never expires', () => {
    expect(validateApiKeyForm(form({}), now)).toEqual({});
  });

  it('asks for a name, and one of at most 80 characters', () => {
    expect(validateApiKeyForm(form({ name: '   ' }), now).name).toBe('Enter a name for the key.');
    expect(validateApiKeyForm(form({ name: 'x'.repeat(81) }), now).name).toBe('Name must be at most 80 characters.');
    expect(validateApiKeyForm(form({ name: 'x'.repeat(80) }), now)).toEqual({});
  });

  it('asks for a day in the future and at most 2 years ahead', () => {
    const check = (day: string) => validateApiKeyForm(form({ expiry: 'DATE', day }), now).expiresAt;
    expect(check('')).toBe('Choose the day the key stops working.');
    expect(check('2026-11-26')).toBe('Choose a date in the future.');
    expect(check('2026-11-27')).toBeUndefined();
    expect(check('2028-11-26')).toBeUndefined();
    expect(check('2028-11-27')).toBe('Choose a date at most 2 years from today.');
  });
});

describe('latestExpiryDay', () => {
  it('is the last day whose end is within 2 years', () => {
    expect(latestExpiryDay(now)).toBe('2028-11-26');
    expect(latestExpiryDay(new Date('2026-11-27T23:59:59.999Z'))).toBe('2028-11-27');
  });
});

describe('createApiKeyInput', () => {
  it('trims the name and sends the end of the chosen UTC day', () => {
    expect(createApiKeyInput(form({ name: ' LIMS sync ', scope: 'READ_WRITE' }), now)).toEqual({
      name: 'LIMS sync',
      scope: 'READ_WRITE',
      expiresAt: null,
    });
    const expiresAt = (patch: Partial<typeof EMPTY_API_KEY_FORM>) => createApiKeyInput(form(patch), now).expiresAt;
    expect(expiresAt({ expiry: 'DAYS_30' })).toBe('2026-12-27T23:59:59.999Z');
    expect(expiresAt({ expiry: 'DAYS_90' })).toBe('2027-02-25T23:59:59.999Z');
    expect(expiresAt({ expiry: 'YEAR_1' })).toBe('2027-11-27T23:59:59.999Z');
    expect(expiresAt({ expiry: 'DATE', day: '2027-03-01' })).toBe('2027-03-01T23:59:59.999Z');
  });
});
