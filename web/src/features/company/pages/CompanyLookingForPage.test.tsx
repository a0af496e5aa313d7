import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildCompanyProfile, buildLookingFor, ref } from '../testing/companyFactories';
import { lookingForMock } from '../testing/companyMocks';

const ALIAS = 'meridian-clinical-research';
const services = Array.from({ length: 8 }, (_, index) => ref(`sv-${index}`, 'SERVICES', `Service ${index}`));

describe('CompanyLookingForPage', () => {
  it('lists everything the company is looking for, with its note, when the list is published', async () => {
    const lookingFor = buildLookingFor({
      services,
      regions: [ref('rg-1', 'REGIONS', 'Europe')],
      note: 'Sites with pediatric experience.',
    });
    renderApp(`/companies/${ALIAS}/looking-for`, {
      mocks: [appViewerMock(buildViewer()), lookingForMock(ALIAS, buildCompanyProfile({ lookingFor }))],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meridian Clinical Research is looking for' }),
    ).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem')).toHaveLength(8);
    expect(within(screen.getByRole('list', { name: 'Regions' })).getByText('Europe')).toBeDefined();
    expect(screen.getByText('Sites with pediatric experience.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Meridian Clinical Research' }).getAttribute('href')).toBe(
      `/companies/${ALIAS}`,
    );
    await waitFor(() => expect(document.title).toBe('Meridian Clinical Research: looking for | Trialbridge'));
  });

  it('shows an unpublished list to its company admins, marked as not published', async () => {
    const lookingFor = buildLookingFor({ published: false, services });
    renderApp(`/companies/${ALIAS}/looking-for`, {
      mocks: [appViewerMock(buildViewer()), lookingForMock(ALIAS, buildCompanyProfile({ lookingFor, canEdit: true }))],
    });

    expect(await screen.findByText('Not published: only your company admins see it')).toBeDefined();
    expect(screen.getByText('Service 0')).toBeDefined();
  });

  it('says nothing is published when the company has no list', async () => {
    renderApp(`/companies/${ALIAS}/looking-for`, {
      mocks: [appViewerMock(buildViewer()), lookingForMock(ALIAS, buildCompanyProfile({ lookingFor: null }))],
    });

    expect(
      await screen.findByText('Meridian Clinical Research has not published what it is looking for yet.'),
    ).toBeDefined();
  });

  it('shows the 404 page when no company has the alias', async () => {
    renderApp('/companies/nobody/looking-for', {
      mocks: [appViewerMock(buildViewer()), lookingForMock('nobody', null)],
    });

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
  });
});
