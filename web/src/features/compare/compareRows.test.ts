import { describe, expect, it } from 'vitest';
import { compareRows } from './compareRows';
import type { ComparedCompany } from './compareRows';

function company(overrides: Partial<ComparedCompany> = {}): ComparedCompany {
  return {
    id: 'c1',
    role: { name: 'CRO', type: 'VENDOR' },
    headquarters: { city: 'Boston', state: 'MA', country: { id: 'us', name: 'United States' } },
    employeesBand: 'MID',
    services: [
      { id: 's1', name: 'Data Management' },
      { id: 's2', name: 'Monitoring' },
    ],
    products: [],
    therapeuticAreas: [{ id: 't1', name: 'Oncology' }],
    regions: [],
    minorityOwned: false,
    womenOwned: true,
    disabilityOwned: false,
    auditedByFda: true,
    badges: ['VERIFIED'],
    members: [{ id: 'm1' }],
    ...overrides,
  };
}

const row = (companies: ComparedCompany[], key: string) => compareRows(companies).find((item) => item.key === key);

describe('compareRows', () => {
  it('lists the main attributes in order when companies are compared', () => {
    expect(compareRows([company()]).map((item) => item.label)).toEqual([
      'Business type',
      'Headquarters',
      'Employees',
      'Services',
      'Products',
      'Therapeutic areas',
      'Regions',
      'Certifications and ownership',
      'Badges',
      'Members',
      'Reviews',
    ]);
  });

  it('shows each company its values when the row is read', () => {
    expect(row([company(), company({ id: 'c2', employeesBand: null })], 'employees')?.cells).toEqual([
      ['51-500 employees'],
      [],
    ]);
    expect(row([company()], 'flags')?.cells).toEqual([['Women-owned', 'Audited by the FDA']]);
    expect(row([company()], 'members')?.cells).toEqual([['1']]);
    expect(
      row([company({ reviewSummary: { reviewCount: 12, rating: 4.25 } }), company({ id: 'c2' })], 'reviews')?.cells,
    ).toEqual([['★ 4.3 (12)'], ['No reviews yet']]);
  });

  it.each<[string, Partial<ComparedCompany>, string, boolean]>([
    ['marks a row whose values differ', { role: { name: 'Investor', type: 'INVESTOR' } }, 'businessType', true],
    ['leaves a row whose values are the same unmarked', {}, 'businessType', false],
    [
      'treats the same values in another order as the same',
      {
        services: [
          { id: 's2', name: 'Monitoring' },
          { id: 's1', name: 'Data Management' },
        ],
      },
      'services',
      false,
    ],
    ['marks a list that has one value more', { services: [{ id: 's1', name: 'Data Management' }] }, 'services', true],
    ['marks a different member count', { members: [] }, 'members', true],
  ])('%s', (_name, overrides, key, differs) => {
    expect(row([company(), company({ id: 'c2', ...overrides })], key)?.differs).toBe(differs);
  });

  it('marks nothing when a single company is compared', () => {
    expect(compareRows([company()]).some((item) => item.differs)).toBe(false);
  });
});
