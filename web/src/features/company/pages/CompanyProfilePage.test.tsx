import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { compareChangeMock, compareStateMock } from '../../compare/testing/compareMocks';
import { contactAvailabilityMock } from '../../messaging/testing/messagingMocks';
import { buildCompanyProfile, lookingForItems, buildMember, ref, ROLES } from '../testing/companyFactories';
import { profileMock, recordViewMock } from '../testing/companyMocks';
import { findEnabledButton } from '../../../test/enabledButton';

const ALIAS = 'meridian-clinical-research';
const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPARE', 'SEND_MESSAGES'] });

function openProfile(
  company = buildCompanyProfile(),
  extra: Parameters<typeof renderApp>[1]['mocks'] = [],
  who = viewer,
) {
  const record = recordViewMock(company.id);
  const view = renderApp(`/companies/${ALIAS}`, {
    mocks: [appViewerMock(who), profileMock(ALIAS, company), record.mock, compareStateMock([]), ...extra],
  });
  return { ...view, record };
}

describe('CompanyProfilePage', () => {
  it("shows who the company is in the header and sets the page's SEO from its name and description", async () => {
    openProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research' })).toBeDefined();
    expect(screen.getByText('CRO · Boston, MA, United States')).toBeDefined();
    expect(
      within(screen.getByRole('list', { name: 'Badges' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Verified', 'Claimed']);
    await waitFor(() => expect(document.title).toBe('Meridian Clinical Research | Trialbridge'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'A full-service CRO running oncology trials across North America and Europe.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/companies/${ALIAS}`,
    );
  });

  it('shows capabilities as tag groups and the visible members when the profile loads', async () => {
    openProfile(
      buildCompanyProfile({
        members: [
          buildMember(),
          buildMember({ id: 'member-2', firstName: 'Alan', lastName: 'Turing', jobTitle: null }),
        ],
      }),
    );

    const capabilities = await screen.findByRole('region', { name: 'Capabilities' });
    const services = within(capabilities).getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Data Management', 'Clinical Monitoring', 'Biostatistics', 'Medical Writing']);
    expect(
      within(within(capabilities).getByRole('list', { name: 'Indications' })).getByText('Breast Cancer'),
    ).toBeDefined();
    const members = screen.getByRole('list', { name: 'Members of Meridian Clinical Research' });
    // Each member: initials (no picture), name, job title when given.
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GHGrace HopperClinical Data Manager', 'ATAlan Turing']);
  });

  it('shows the site type and patient care settings among the key facts when the company is a site', async () => {
    openProfile(
      buildCompanyProfile({
        role: ROLES.SITE,
        siteType: 'HOSPITAL',
        patientCareSettings: ['INPATIENT', 'HOME_VISITS'],
      }),
    );

    const facts = await screen.findByRole('region', { name: 'Key facts' });
    expect(within(facts).getByText('Hospital')).toBeDefined();
    expect(within(facts).getByText('Inpatient, Home visits')).toBeDefined();
  });

  it('lists the series among the capabilities when the company is an investor', async () => {
    openProfile(buildCompanyProfile({ role: ROLES.INVESTOR, series: [ref('se-1', 'SERIES', 'Series A')] }));

    const capabilities = await screen.findByRole('region', { name: 'Capabilities' });
    expect(
      within(within(capabilities).getByRole('list', { name: 'Investment series' })).getByText('Series A'),
    ).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'Key facts' })).queryByText('Site type')).toBeNull();
  });

  it('summarises the looking-for list with a link to the whole list when it is published', async () => {
    const services = Array.from({ length: 7 }, (_, index) => `Service ${index}`);
    openProfile(buildCompanyProfile({ lookingFor: lookingForItems('SERVICES', services) }));

    const card = await screen.findByRole('region', { name: 'Looking for' });
    expect(
      within(within(card).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Service 0', 'Service 1', 'Service 2', 'Service 3', 'Service 4', '+2 more']);
    expect(
      within(card)
        .getByRole('link', { name: 'See everything Meridian Clinical Research is looking for' })
        .getAttribute('href'),
    ).toBe(`/companies/${ALIAS}/looking-for`);
  });

  it('says nothing is published when the company has no published items', async () => {
    openProfile(buildCompanyProfile({ lookingFor: [] }));

    const card = await screen.findByRole('region', { name: 'Looking for' });
    expect(
      within(card).getByText('Meridian Clinical Research has not published what it is looking for yet.'),
    ).toBeDefined();
  });

  it("marks the items only the company's own members see", async () => {
    openProfile(buildCompanyProfile({ lookingFor: lookingForItems('REGIONS', ['Europe'], false) }));

    const card = await screen.findByRole('region', { name: 'Looking for' });
    expect(within(within(card).getByRole('list', { name: 'Regions' })).getByRole('listitem').textContent).toBe(
      'EuropeMembers only',
    );
  });

  it('records one view when a signed-in viewer opens the profile', async () => {
    const { record } = openProfile();

    await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research' });
    await waitFor(() => expect(record.calls).toEqual(['company-10']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(record.calls).toEqual(['company-10']);
  });

  it('adds the company to the compare list and offers to remove it when Add to compare is pressed', async () => {
    openProfile(buildCompanyProfile(), [
      compareChangeMock('add', 'company-10', ['company-10']),
      compareChangeMock('remove', 'company-10', []),
    ]);

    fireEvent.click(await findEnabledButton('Add to compare'));
    fireEvent.click(await findEnabledButton('Remove from compare'));

    expect(await screen.findByRole('button', { name: 'Add to compare' })).toBeDefined();
  });

  it('says the compare list is full and disables adding when the list is at capacity', async () => {
    const record = recordViewMock('company-10');
    renderApp(`/companies/${ALIAS}`, {
      mocks: [
        appViewerMock(viewer),
        profileMock(ALIAS, buildCompanyProfile()),
        record.mock,
        compareStateMock(['a', 'b', 'c', 'd'], 4),
      ],
    });

    expect(await screen.findByText(/Your compare list is full \(4 companies\)/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add to compare' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Open the compare list' }).getAttribute('href')).toBe('/compare');
  });

  it("shows the server's refusal when adding fails", async () => {
    openProfile(buildCompanyProfile(), [
      compareChangeMock(
        'add',
        'company-10',
        [],
        [{ code: 'COMPARE_LIST_FULL', message: 'Your compare list is full.' }],
      ),
    ]);

    fireEvent.click(await findEnabledButton('Add to compare'));

    // The reviews section (not mocked here) may show an alert of its own beside it.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Your compare list is full.'),
    );
  });

  it('hides Add to compare when the viewer may not compare', async () => {
    openProfile(buildCompanyProfile(), [], buildViewer());

    await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research' });
    expect(screen.queryByRole('button', { name: 'Add to compare' })).toBeNull();
  });

  it('opens the reach-out form when Contact is pressed and the company can be contacted', async () => {
    openProfile(buildCompanyProfile(), [contactAvailabilityMock('company-10', { canContact: true })]);

    fireEvent.click(await screen.findByRole('button', { name: 'Contact Meridian Clinical Research' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact Meridian Clinical Research' });
    expect(await within(dialog).findByRole('textbox', { name: 'Subject' })).toBeDefined();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeDefined();
  });

  it('hides Contact when the viewer may not send messages', async () => {
    openProfile(buildCompanyProfile(), [], buildViewer({ permissions: ['MEMBER_DASHBOARD', 'COMPARE'] }));

    await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research' });
    expect(screen.queryByRole('button', { name: /^Contact/ })).toBeNull();
  });

  it("offers neither Contact nor Add to compare on the viewer's own company", async () => {
    const mine = buildViewer({
      permissions: ['MEMBER_DASHBOARD', 'COMPARE', 'SEND_MESSAGES'],
      user: buildUser({ company: buildCompany({ id: 'company-10', alias: ALIAS }) }),
    });
    openProfile(buildCompanyProfile({ canEdit: true }), [], mine);

    expect(await screen.findByRole('link', { name: 'Edit company' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Contact/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /compare/i })).toBeNull();
  });

  it.each([
    ['offers Edit company when the viewer can edit it', { canEdit: true }, 'Edit company', `/companies/${ALIAS}/edit`],
    [
      'offers to claim it through registration when it is unclaimed',
      { claimable: true, status: 'APPROVED' as const },
      'Claim this company',
      `/register?company=${ALIAS}`,
    ],
  ])('%s', async (_name, overrides, link, href) => {
    openProfile(buildCompanyProfile(overrides));

    expect((await screen.findByRole('link', { name: link })).getAttribute('href')).toBe(href);
  });

  it('offers neither edit nor claim when the viewer cannot edit and the company is claimed', async () => {
    openProfile();

    await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research' });
    expect(screen.queryByRole('link', { name: 'Edit company' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Claim this company' })).toBeNull();
  });

  it('shows the 404 page when no company has the alias', async () => {
    const { router } = renderApp('/companies/nobody', {
      mocks: [appViewerMock(viewer), profileMock('nobody', null), compareStateMock([])],
    });

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Page not found | Trialbridge'));
    expect(currentUrl(router)).toBe('/companies/nobody');
  });

  it("shows the next company's profile when the viewer follows a link to another one", async () => {
    const other = buildCompanyProfile({
      id: 'company-11',
      alias: 'helixa',
      name: 'Helixa Biotherapeutics',
      description: 'Gene therapy sponsor.',
    });
    const { router } = openProfile(buildCompanyProfile(), [
      profileMock('helixa', other),
      recordViewMock('company-11').mock,
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research' });

    await act(() => router.navigate('/companies/helixa'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Helixa Biotherapeutics' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Helixa Biotherapeutics | Trialbridge'));

    // Back to a cached profile: its data and the route's own SEO arrive in the same render.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Meridian Clinical Research | Trialbridge'));
  });
});
