import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { compareStateMock } from '../../compare/testing/compareMocks';
import { buildCompanyProfile, ref } from '../testing/companyFactories';
import type { TestCompanyProfile } from '../testing/companyFactories';
import { profileMock, recordViewMock } from '../testing/companyMocks';

const ALIAS = 'meridian-clinical-research';
const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPARE', 'SEND_MESSAGES'] });

/** The api's longest name (150 characters), with a 60-letter word that has nowhere to break. */
const LONG_NAME = `${'Z'.repeat(60)} Translational Oncology and Rare Disease Clinical Research Services Consortium of North Am`;

async function openProfile(company: TestCompanyProfile) {
  renderApp(`/companies/${ALIAS}`, {
    mocks: [appViewerMock(viewer), profileMock(ALIAS, company), recordViewMock(company.id).mock, compareStateMock([])],
  });
  await screen.findByRole('heading', { level: 1, name: company.name });
}

const termsIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('term')
    .map((term) => term.textContent);

describe('CompanyProfilePage layout', () => {
  it('lists the key facts the company gave, each once, and leaves out the ones it did not', async () => {
    await openProfile(buildCompanyProfile());
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(termsIn(facts)).toEqual(['Employees', 'Headquarters', 'Website', 'Certifications', 'Diversity']);
    expect(within(facts).getByText('51-500 employees')).toBeDefined();
    expect(within(facts).getByText('Audited by the FDA')).toBeDefined();
    expect(within(facts).getByText('Women-owned')).toBeDefined();
    expect(within(facts).getByRole('link', { name: 'meridian.example' }).getAttribute('href')).toBe(
      'https://meridian.example/',
    );
  });

  it('says so briefly when the company gave no key facts, and leaves out regions and the about section', async () => {
    await openProfile(
      buildCompanyProfile({
        description: null,
        website: null,
        employeesBand: null,
        auditedByFda: false,
        womenOwned: false,
        regions: [],
        members: [],
        headquarters: { __typename: 'CompanyLocation', country: null, state: null, city: null },
      }),
    );

    expect(
      within(screen.getByRole('region', { name: 'Key facts' })).getByText('No key facts given yet.'),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Regions' })).toBeNull();
    expect(screen.queryByText('Not given')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Members' })).getByText('No members are shown on this profile.'),
    ).toBeDefined();
  });

  it('asks its own admins to add a description when there is none', async () => {
    await openProfile(buildCompanyProfile({ description: null, canEdit: true }));

    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByRole('link', { name: 'Add a description' }).getAttribute('href')).toBe(
      `/companies/${ALIAS}/edit`,
    );
  });

  it('shows where the company works in its own section', async () => {
    await openProfile(
      buildCompanyProfile({ regions: [ref('rg-1', 'REGIONS', 'North America'), ref('rg-2', 'REGIONS', 'Europe')] }),
    );

    const regions = screen.getByRole('list', { name: 'Regions Meridian Clinical Research works in' });
    expect(
      within(regions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['North America', 'Europe']);
    expect(within(screen.getByRole('region', { name: 'Capabilities' })).queryByText('North America')).toBeNull();
  });

  it('keeps the actions short and lets a 150-character name wrap when the name is as long as the api allows', async () => {
    expect(LONG_NAME).toHaveLength(150);
    await openProfile(buildCompanyProfile({ name: LONG_NAME, canEdit: true }));

    const heading = screen.getByRole('heading', { level: 1, name: LONG_NAME });
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    // The label the button shows does not grow with the name; its accessible name still says whom.
    const contact = screen.getByRole('button', { name: `Contact ${LONG_NAME}` });
    expect(contact.textContent).toBe('Contact');
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('link', { name: 'Edit company' })).toBeDefined();
    expect(actions.textContent).not.toContain(LONG_NAME);
  });
});
