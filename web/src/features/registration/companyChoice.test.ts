import { describe, expect, it } from 'vitest';
import { companyInput, initialChoice, normalizeWebsite, validateCompany } from './companyChoice';
import type { SuggestedCompany } from './companyChoice';
import { EMPTY_COMPANY, NEW_COMPANY } from './registrationStore';

const unclaimed: SuggestedCompany = { id: '7', name: 'Northbridge', alias: 'northbridge', status: 'APPROVED' };
const claimed: SuggestedCompany = { id: '8', name: 'Helixa', alias: 'helixa', status: 'CLAIMED' };

describe('normalizeWebsite', () => {
  it.each([
    ['novacura.example', 'https://novacura.example/'],
    ['http://novacura.example/about', 'http://novacura.example/about'],
    [' https://www.novacura.example ', 'https://www.novacura.example/'],
  ])('returns an absolute URL when given %s', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });

  it.each(['not a website', 'localhost', 'javascript:alert(1)', 'ftp://files.example'])('refuses %s', (input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });
});

describe('initialChoice', () => {
  it('picks the company the visitor came from when it is suggested', () => {
    expect(initialChoice([unclaimed, claimed], 'helixa')).toBe('8');
  });

  it('picks a new company when the domain has none', () => {
    expect(initialChoice([], 'helixa')).toBe(NEW_COMPANY);
  });

  it('leaves the choice to the user when the visitor came from elsewhere', () => {
    expect(initialChoice([unclaimed, claimed], 'acme')).toBeNull();
  });
});

describe('validateCompany', () => {
  it('requires the claim confirmation when claiming an unclaimed company', () => {
    expect(validateCompany({ ...EMPTY_COMPANY, choice: '7' }, [unclaimed])).toEqual({
      claim: 'Please confirm you are authorised to represent Northbridge.',
    });
    expect(validateCompany({ ...EMPTY_COMPANY, choice: '7', claimConfirmed: true }, [unclaimed])).toEqual({});
  });

  it('needs no confirmation when joining a claimed company', () => {
    expect(validateCompany({ ...EMPTY_COMPANY, choice: '8' }, [claimed])).toEqual({});
  });

  it('refuses a choice that is not among the suggestions', () => {
    expect(validateCompany({ ...EMPTY_COMPANY, choice: '99' }, [claimed])).toEqual({
      choice: 'Please choose your company.',
    });
  });
});

describe('companyInput', () => {
  it('sends only the id when an existing company is chosen', () => {
    expect(companyInput({ ...EMPTY_COMPANY, choice: '8', name: 'ignored' })).toEqual({ existingCompanyId: '8' });
  });

  it('sends the trimmed name, business type and normalised website when the company is new', () => {
    expect(
      companyInput({ ...EMPTY_COMPANY, choice: NEW_COMPANY, name: ' Novacura ', roleId: 'r1', website: '' }),
    ).toEqual({ name: 'Novacura', roleId: 'r1', website: null });
  });
});
