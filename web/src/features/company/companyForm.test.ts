import { describe, expect, it } from 'vitest';
import { companyUpdateInput, normalizeWebsite, validateCompanyForm, WEBSITE_MESSAGE } from './companyForm';
import type { CompanyFormValues } from './companyForm';
import { buildCompanyFormValues, buildEditRules } from './testing/companyFactories';

const values = buildCompanyFormValues;

const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

describe('normalizeWebsite', () => {
  it.each([
    ['meridian.example', 'https://meridian.example/'],
    ['http://meridian.example/about', 'http://meridian.example/about'],
    ['  https://www.meridian.example  ', 'https://www.meridian.example/'],
    ['javascript:alert(1)', null],
    ['ftp://meridian.example', null],
    ['localhost', null],
    ['https://user:pass@meridian.example', null],
    ['not a url', null],
  ])('reads %j as %j', (typed, expected) => {
    expect(normalizeWebsite(typed)).toBe(expected);
  });
});

describe('validateCompanyForm', () => {
  it.each<[string, Partial<CompanyFormValues>, 'VENDOR' | 'SPONSOR' | 'SITE', Record<string, string>]>([
    ['accepts a valid form', {}, 'VENDOR', {}],
    ['requires a name when it is blank', { name: '   ' }, 'VENDOR', { name: 'Company name cannot be empty' }],
    ['refuses a website that is not a URL', { website: 'javascript:alert(1)' }, 'VENDOR', { website: WEBSITE_MESSAGE }],
    ['accepts 24 services', { serviceIds: ids(24) }, 'VENDOR', {}],
    ['refuses a 25th service', { serviceIds: ids(25) }, 'VENDOR', { serviceIds: 'Choose at most 24 services.' }],
    ['refuses a 25th product', { productIds: ids(25) }, 'VENDOR', { productIds: 'Choose at most 24 products.' }],
    [
      'refuses a 13th therapeutic area',
      { therapeuticAreaIds: ids(13) },
      'VENDOR',
      { therapeuticAreaIds: 'Choose at most 12 therapeutic areas.' },
    ],
    ['accepts 8 key services for a vendor', { keyServiceIds: ids(8) }, 'VENDOR', {}],
    [
      'refuses a 5th key service for a sponsor',
      { keyServiceIds: ids(5) },
      'SPONSOR',
      { keyServiceIds: 'Choose at most 4 key services.' },
    ],
    [
      'refuses a 7th key service for a site',
      { keyServiceIds: ids(7) },
      'SITE',
      { keyServiceIds: 'Choose at most 6 key services.' },
    ],
    [
      'refuses a description over 5,000 characters',
      { description: 'x'.repeat(5001) },
      'VENDOR',
      { description: 'Description must be at most 5,000 characters.' },
    ],
    [
      "refuses a name over the api's 150 characters",
      { name: 'x'.repeat(151) },
      'VENDOR',
      { name: 'Company name must be at most 150 characters.' },
    ],
    ['takes a name of 150 characters with emoji, as the api counts them', { name: '🧬'.repeat(150) }, 'VENDOR', {}],
  ])('%s', (_name, overrides, roleType, expected) => {
    expect(validateCompanyForm(values(overrides), buildEditRules(roleType).listLimits)).toEqual(expected);
  });
});

describe('companyUpdateInput', () => {
  it('trims text, sends blanks as null and normalises the website when saving', () => {
    const input = companyUpdateInput(
      values({
        name: ' Meridian ',
        description: '  ',
        website: 'meridian.example',
        hqCity: ' Boston ',
        employeesBand: 'MID',
      }),
      { id: 'c1', version: 7, roleType: 'VENDOR' },
    );
    expect(input).toMatchObject({
      id: 'c1',
      version: 7,
      name: 'Meridian',
      description: null,
      website: 'https://meridian.example/',
      hqCity: 'Boston',
      hqState: null,
      hqCountryId: null,
      employeesBand: 'MID',
    });
  });

  it.each<[string, 'SITE' | 'VENDOR' | 'INVESTOR', object]>([
    [
      'sends site details for a site',
      'SITE',
      { siteType: 'HOSPITAL', patientCareSettings: ['INPATIENT'], seriesIds: [] },
    ],
    [
      'drops site details and series for a vendor',
      'VENDOR',
      { siteType: null, patientCareSettings: [], seriesIds: [] },
    ],
    ['sends series for an investor', 'INVESTOR', { siteType: null, patientCareSettings: [], seriesIds: ['s1'] }],
  ])('%s', (_name, roleType, expected) => {
    const form = values({ siteType: 'HOSPITAL', patientCareSettings: ['INPATIENT'], seriesIds: ['s1'] });
    expect(companyUpdateInput(form, { id: 'c1', version: 1, roleType })).toMatchObject(expected);
  });
});
