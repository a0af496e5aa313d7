import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildAlert } from '../testing/capabilityMocks';
import { fakeAlerts } from '../testing/fakeAlerts';

// Issue 26: each change of an alert shows at once wherever the alert is on screen (its row: title,
// state, actions; the count), and the lists it joins or leaves (the public list, company search
// by "Has published capability alerts") never show it as it was, without a reload.

const vendor = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'MANAGE_CAPABILITY_ALERTS'] });
const CURRENT = 'Oncology monitoring capacity';
const DRAFT = 'Draft idea';

function open(entry: string, alerts = [buildAlert(), buildAlert({ id: '8', title: DRAFT, status: 'DRAFT' })]) {
  return renderApp(entry, { mocks: [appViewerMock(vendor), ...fakeAlerts(alerts)] });
}

/** The company's row of an alert. */
async function row(title: string) {
  const list = await screen.findByRole('list', { name: 'Your capability alerts' });
  const found = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(title, { exact: true }));
  if (!found) throw new Error(`no row for ${title}`);
  return within(found);
}

/** Waits for a row to show `badge` and offer `actions`. */
async function expectRow(title: string, badge: string, actions: string[]) {
  await waitFor(async () => {
    const item = await row(title);
    expect(item.getByText(/^(Draft|Current|Expired|Withdrawn)$/).textContent).toBe(badge);
    expect(item.getAllByRole('button').map((button) => button.textContent)).toEqual(actions);
  });
}

/** The titles of the public list's cards. */
const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);

/** Goes to the public list by its link: the titles it shows at first, and once loaded. */
async function publicListTitles() {
  fireEvent.click(await screen.findByRole('link', { name: 'public capability list' }));
  await screen.findByText('What vendors and sites can take on now: services, therapeutic areas and regions.');
  const first = cardTitles();
  await screen.findByText(/^(Showing|No current capability alerts match)/);
  return { first, loaded: cardTitles() };
}

async function visitPublicListFirst(router: ReturnType<typeof open>['router']) {
  await screen.findByText(/^Showing/);
  await router.navigate('/dashboard/capability');
}

describe('CapabilityDashboardPage: a change shows without a reload', () => {
  it('lists a published alert in its row and on the public list (createCapabilityAlert)', async () => {
    const { router } = open('/capability');
    await visitPublicListFirst(router);
    expect(await screen.findByText('Showing 1–2 of 2')).toBeDefined();

    fireEvent.click(await screen.findByRole('button', { name: 'Write an alert' }));
    const form = within(await screen.findByRole('form', { name: 'New capability alert' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Title' }), { target: { value: 'Site capacity' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Description' }), { target: { value: 'Ten sites ready.' } });
    fireEvent.click(form.getByRole('combobox', { name: 'Services' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Data Management' }));
    await screen.findByRole('button', { name: 'Remove Data Management' });
    fireEvent.click(form.getByRole('button', { name: 'Publish' }));

    await expectRow('Site capacity', 'Current', ['Edit', 'Withdraw']);
    expect(screen.getByText('Showing 1–3 of 3')).toBeDefined();
    const { first, loaded } = await publicListTitles();
    expect(first.length === 0 || first.includes('Site capacity')).toBe(true);
    expect(loaded).toEqual(['Site capacity', CURRENT]);
  });

  it('shows an edited alert in its row and on the public list (updateCapabilityAlert)', async () => {
    const { router } = open('/capability');
    await visitPublicListFirst(router);

    fireEvent.click((await row(CURRENT)).getByRole('button', { name: `Edit: ${CURRENT}` }));
    const form = within(await screen.findByRole('form', { name: 'Edit capability alert' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Title' }), { target: { value: 'Oncology CRAs from April' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit capability alert' })).toBeNull());
    await expectRow('Oncology CRAs from April', 'Current', ['Edit', 'Withdraw']);
    const { first, loaded } = await publicListTitles();
    expect(first).not.toContain(CURRENT);
    expect(loaded).toEqual(['Oncology CRAs from April']);
  });

  it('shows a published draft current, and finds the company by its alerts (publishCapabilityAlert)', async () => {
    const { router } = open('/search?publishedAlerts=true', [buildAlert({ id: '8', title: DRAFT, status: 'DRAFT' })]);
    expect(await screen.findByText(/^No companies match/)).toBeDefined();
    await router.navigate('/dashboard/capability');

    fireEvent.click((await row(DRAFT)).getByRole('button', { name: `Publish: ${DRAFT}` }));

    await expectRow(DRAFT, 'Current', ['Edit', 'Withdraw']);
    await router.navigate('/search?publishedAlerts=true');
    expect(await screen.findByRole('heading', { name: 'Northwind Trials' })).toBeDefined();
  });

  it('shows a withdrawn alert so, off the public list (withdrawCapabilityAlert)', async () => {
    const { router } = open('/capability');
    await visitPublicListFirst(router);

    fireEvent.click((await row(CURRENT)).getByRole('button', { name: `Withdraw: ${CURRENT}` }));

    await expectRow(CURRENT, 'Withdrawn', ['Edit', 'Publish']);
    const { first, loaded } = await publicListTitles();
    expect(first).not.toContain(CURRENT);
    expect(loaded).toEqual([]);
  });

  it('takes a deleted draft off the list and its count (deleteCapabilityAlert)', async () => {
    open('/dashboard/capability');
    expect(await screen.findByText('Showing 1–2 of 2')).toBeDefined();

    fireEvent.click((await row(DRAFT)).getByRole('button', { name: `Delete: ${DRAFT}` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this draft?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete draft' }));

    expect(await screen.findByText('Showing 1–1 of 1')).toBeDefined();
    expect(screen.queryByText(DRAFT)).toBeNull();
    await expectRow(CURRENT, 'Current', ['Edit', 'Withdraw']);
  });
});
