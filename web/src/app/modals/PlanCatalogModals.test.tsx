import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import type { ModalManager } from '../../shared/modals/modalTypes';
import { buildAppConfig } from '../../test/factories';
import { renderModalProbe } from '../../test/modalProbe';
import { ExplorerFeaturesModalDocument } from './ExplorerFeaturesModal';
import { SubscriptionFeaturesModalDocument } from './SubscriptionFeaturesModal';
import { SubscriptionRequiredModalDocument } from './SubscriptionRequiredModal';

// The api's catalog, worded unlike anything the web could hold: what a modal lists, it got from the api.
const plan = (name: string, includes: string[], limits: string[]) => ({
  __typename: 'PlanDescription' as const,
  name,
  summary: `${name}, in the catalog's words.`,
  includes,
  limits,
});
const EXPLORER = plan('Explorer', ['Catalog: a profile', 'Catalog: compare 2'], ['Catalog: 2 at a time; Innovator 4.']);
const INNOVATOR = plan('Innovator', ['Catalog: everything in Explorer', 'Catalog: compare 4'], []);
const catalogMock = (query: MockLink.MockedResponse['request']['query']): MockLink.MockedResponse => ({
  request: { query },
  result: {
    data: { subscriptionCatalog: { __typename: 'SubscriptionCatalog', explorer: EXPLORER, innovator: INNOVATOR } },
  },
});

async function openModal(open: (manager: ModalManager) => void, mock: MockLink.MockedResponse) {
  const manager = await renderModalProbe(buildAppConfig({ supportEmail: 'team@trialbridge.example' }), [mock]);
  act(() => open(manager()));
}

const items = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the plan modals, in the words of the api’s catalog', () => {
  it("opens spec §4's freemium message at Explorer's limit: the api's reason, what Innovator adds, the upgrade and the one-time trial extension mail", async () => {
    const reason = 'Explorer compares up to 2 companies at a time. Upgrade to Innovator to compare up to 4.';
    await openModal(
      (m) => m.open('subscriptionRequired', { situation: 'upgrade', companyName: 'Lakeshore', reason }),
      catalogMock(SubscriptionRequiredModalDocument),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Innovator' });
    expect(within(dialog).getByText(reason)).toBeDefined();
    await within(dialog).findByText(INNOVATOR.includes[0] ?? '');
    expect(items(dialog)).toEqual(INNOVATOR.includes);
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeDefined();
    const mail = within(dialog).getByRole('link', { name: 'Request a free trial extension' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:team@trialbridge\.example\?subject=.*Lakeshore/);
    fireEvent.click(mail);
    expect(within(dialog).queryByRole('link', { name: 'Request a free trial extension' })).toBeNull();
  });

  it('lists what Explorer includes and holds back before it is chosen', async () => {
    await openModal((m) => m.open('explorerFeatures', {}), catalogMock(ExplorerFeaturesModalDocument));

    const dialog = await screen.findByRole('dialog', { name: 'Explorer: the free plan' });
    await within(dialog).findByText(EXPLORER.includes[0] ?? '');
    expect(items(dialog)).toEqual(EXPLORER.includes);
    expect(within(dialog).getByText(EXPLORER.limits[0] ?? '')).toBeDefined();
  });

  it('lists what Innovator includes', async () => {
    await openModal(
      (m) => m.open('subscriptionFeatures', { plan: 'INNOVATOR' }),
      catalogMock(SubscriptionFeaturesModalDocument),
    );

    const dialog = await screen.findByRole('dialog', { name: 'What Innovator includes' });
    await within(dialog).findByText(INNOVATOR.summary);
    expect(items(dialog)).toEqual(INNOVATOR.includes);
  });
});
