import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfBytes, uploadThroughApi } from '../pages/DocumentsPage.js';
import { RequestsPage } from '../pages/RequestsPage.js';
import { expect, test } from '../support/fixtures.js';
import { graphqlAs } from '../support/graphql.js';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const TITLE = `Phase 2 oncology sites ${Date.now()}`;
let requestPath = '';

async function expectFitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe.serial('requests', () => {
  test('a sponsor posts a site request through the form: bad input is named at its fields, the text stays', async ({
    pageAs,
  }) => {
    const page = await pageAs('sponsor.admin@demo.test', { width: 1440 });
    const requests = new RequestsPage(page);
    await requests.gotoList();
    await page.getByRole('link', { name: 'Post a request' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Post a request' })).toBeVisible();

    await requests.chooseKind('Clinical trial site');
    await requests.field('Title').fill(TITLE);
    await requests.field('Description').fill('Twelve experienced NSCLC sites, first patient in by summer.');
    await requests.field('Response deadline').fill(day(-1));
    await requests.button('Publish').click();

    await expect(page.getByText('The deadline must be today or later.')).toBeVisible();
    await expect(page.getByText('Choose at least one therapeutic area.')).toBeVisible();
    await expect(page.getByText('Choose at least one country.')).toBeVisible();
    await expect(page.getByText('Enter the number of sites.')).toBeVisible();
    await expect(requests.field('Title')).toHaveValue(TITLE);
    await page.screenshot({ path: 'test-results/screens/requests-form-errors.png', fullPage: true });

    await requests.field('Response deadline').fill(day(30));
    await requests.pick('Therapeutic areas', 'Oncology');
    await requests.checkPhase('Phase 2');
    await requests.pick('Countries', 'United States');
    await requests.field('Number of sites').fill('12');
    await requests.field('Enrolment target').fill('240');
    await requests.field('Start date').fill(day(60));
    await requests.button('Publish').click();

    await expect(page).toHaveURL(/\/requests\/\d+$/);
    requestPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Closes in 30 days')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' }).getByText('Oncology')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close request' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/request-page.png', fullPage: true });

    await requests.gotoList('my');
    await expect(requests.scopeButton('My requests')).toHaveAttribute('aria-pressed', 'true');
    await expect(requests.card(TITLE)).toBeVisible();
    await expect(requests.card(TITLE).getByText('Clinical trial site')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/requests-my.png', fullPage: true });
  });

  test('a colleague sees it under COLLEAGUES', async ({ pageAs }) => {
    const page = await pageAs('sponsor.member@demo.test', { width: 1440 });
    const requests = new RequestsPage(page);
    await requests.gotoList();
    await requests.scopeButton("Colleagues' requests").click();
    await expect(page).toHaveURL(/scope=colleagues/);
    await expect(requests.card(TITLE)).toBeVisible();
    await expect(requests.card(TITLE).getByText('Helixa Biotherapeutics (your company)')).toBeVisible();
  });

  test('an admin acting as a member meets the permission page on requests (spec §6), and the api refuses too', async ({
    pageAs,
  }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    await page.goto('/impersonate');
    await page.getByLabel('Search users').fill('sponsor.member@demo.test');
    const actAs = page.getByRole('button', { name: /^Act as / });
    await expect(actAs).toHaveCount(1);
    await actAs.click();
    await expect(page.getByText(/You are acting as/)).toBeVisible();

    // Spec §6 blocks REQUESTS while impersonating: the list, a request (its responses, with the
    // competitors' prices) and the form all show spec §2's permission page; no header link leads there.
    const denied = page.getByRole('heading', { name: "You don't have permissions to access this page" });
    for (const path of ['/requests?scope=colleagues', requestPath, '/requests/new']) {
      await page.goto(path);
      await expect(denied).toBeVisible();
      await expect(page.getByText(TITLE)).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Requests', exact: true })).toHaveCount(0);

    const read = await page.request.post('/graphql', {
      data: {
        query: 'query($id: ID!) { request(id: $id) { id title } }',
        variables: { id: requestPath.split('/').pop() },
      },
    });
    const readBody = (await read.json()) as {
      data?: { request: unknown };
      errors?: { extensions?: { code?: string } }[];
    };
    expect(readBody.data?.request ?? null).toBeNull();
    expect(readBody.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const response = await page.request.post('/graphql', {
      data: {
        query: 'mutation($input: RequestInput!) { createRequest(input: $input, publish: false) { request { id } } }',
        variables: { input: { kind: 'SITE', title: 'As someone else', responseDeadline: day(10) } },
      },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('a visitor sees the public list with titles and kinds only', async ({ page }) => {
    const requests = new RequestsPage(page);
    await requests.gotoList();
    await expect(requests.card(TITLE)).toBeVisible();
    await expect(requests.card(TITLE).getByText('Clinical trial site')).toBeVisible();
    await expect(requests.card(TITLE).getByText('Helixa Biotherapeutics')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Join Trialbridge' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Which requests' })).toHaveCount(0);
    await page.goto(requestPath);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toHaveCount(0);
  });

  // (Their accessibility at both widths: tests/accessibility/.)
  test('the list, the form and a request are usable at 390 px', async ({ pageAs }) => {
    const page = await pageAs('sponsor.admin@demo.test', { width: 390 });
    const requests = new RequestsPage(page);
    await requests.gotoList();
    await expect(requests.card(TITLE)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsWidth(page, 390);
    await page.screenshot({ path: 'test-results/screens/requests-390.png', fullPage: true });

    await requests.gotoNew();
    await requests.chooseKind('Clinical trial service');
    await requests.field('Title').fill('A'.repeat(120));
    await requests.button('Publish').click();
    await expect(page.getByText('Choose at least one service.')).toBeVisible();
    await expectFitsWidth(page, 390);
    await page.screenshot({ path: 'test-results/screens/requests-form-390.png', fullPage: true });

    await page.goto(requestPath);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsWidth(page, 390);
    await page.screenshot({ path: 'test-results/screens/request-390.png', fullPage: true });
  });

  test('the header still fits one row at 1280 px with Requests in it', async ({ pageAs }) => {
    const page = await pageAs('sponsor.admin@demo.test', { width: 1280 });
    await page.goto('/requests');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height ?? 0).toBeLessThan(90);
    await expectFitsWidth(page, 1280);
    await page.screenshot({ path: 'test-results/screens/requests-header-1280.png' });
  });
});

// Issue 28 point 2: documents on a request response. The request and the response are made through
// the api; the vendor attaches its proposal on screen and picks a document it already keeps, the
// sponsor downloads the proposal from the response, and the vendor removes it again.
test('a vendor attaches a file to its response and picks a kept one, the sponsor downloads it there, and the vendor removes it', async ({
  pageAs,
}) => {
  test.setTimeout(120_000);
  const SPONSOR = 'sponsor.admin@demo.test';
  const VENDOR = 'vendor.admin@demo.test';
  const MERIDIAN = 'Meridian Clinical Research';
  const stamp = Date.now();
  const { company } = await graphqlAs<{ company: { id: string } }>(
    SPONSOR,
    'query($alias: String!) { company(alias: $alias) { id } }',
    { alias: 'meridian-clinical-research' },
  );
  const { referenceItems } = await graphqlAs<{ referenceItems: { id: string; kind: string; name: string }[] }>(
    SPONSOR,
    'query { referenceItems(kinds: [PRODUCTS, THERAPEUTIC_AREAS]) { id kind name } }',
  );
  const reference = (kind: string, name: string) => referenceItems.find((r) => r.kind === kind && r.name === name)?.id;
  const posted = await graphqlAs<{ createRequest: { request: { id: string } | null; errors: unknown[] } }>(
    SPONSOR,
    'mutation($input: RequestInput!) { createRequest(input: $input, publish: true) { request { id } errors { message } } }',
    {
      input: {
        kind: 'INNOVATION',
        title: `Home spirometry pilot ${stamp}`,
        description: 'Spirometry at home for a respiratory study, read centrally.',
        responseDeadline: day(20),
        visibility: 'INVITED',
        invitedCompanyIds: [company.id],
        problem: 'Patients travel two hours for each lung function test.',
        stage: 'PILOT',
        productIds: [reference('PRODUCTS', 'eConsent')],
        therapeuticAreaIds: [reference('THERAPEUTIC_AREAS', 'Oncology')],
      },
    },
  );
  expect(posted.createRequest.errors).toEqual([]);
  const path = `/requests/${posted.createRequest.request?.id}`;
  const responded = await graphqlAs<{ respondToRequest: { errors: unknown[] } }>(
    VENDOR,
    'mutation($input: RespondToRequestInput!) { respondToRequest(input: $input) { response { id } errors { message } } }',
    {
      input: {
        requestId: posted.createRequest.request?.id,
        message: 'Devices and central reading.',
        timeline: '6 weeks',
      },
    },
  );
  expect(responded.respondToRequest.errors).toEqual([]);

  // The vendor, on a phone, attaches its proposal through the upload page and comes back.
  const FILE = `Spirometry proposal ${stamp}.pdf`;
  const bytes = pdfBytes('Spirometry proposal');
  const vendor = await pageAs(VENDOR, { width: 390 });
  await vendor.goto(path);
  const mine = vendor.getByRole('article', { name: 'Your response' });
  await expect(mine.getByText('No documents attached to your response yet.')).toBeVisible();
  await mine.getByRole('link', { name: 'Upload a new file' }).click();
  await vendor.getByLabel('Files to upload').setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: bytes });
  const row = vendor.getByRole('list', { name: 'Files to upload' }).getByRole('listitem', { name: FILE });
  await expect(row.getByTestId('upload-state')).toHaveText('Done');
  await vendor.getByRole('link', { name: 'Back to the request' }).click();
  await expect(mine.getByRole('link', { name: FILE })).toBeVisible();
  await expectFitsWidth(vendor, 390);
  await vendor.screenshot({ path: 'test-results/screens/response-documents-390.png', fullPage: true });

  // It also picks a document Meridian already keeps (made through the api), found by its name.
  const KEPT = `Spirometry device validation report for the central reading ${stamp}.pdf`;
  await uploadThroughApi(vendor.request, { name: KEPT, buffer: pdfBytes(`Validation ${stamp}`) });
  const pick = mine.getByRole('button', { name: 'Pick from our documents' });
  await pick.click();
  const picker = vendor.getByRole('dialog', { name: 'Pick from our documents' });
  await picker.getByRole('textbox', { name: 'Search by name' }).fill(`validation report ${stamp}`);
  const attach = picker.getByRole('button', { name: `Attach ${KEPT}` });
  await expect(picker.getByRole('listitem')).toHaveCount(1);
  await expectFitsWidth(vendor, 390);
  await vendor.screenshot({ path: 'test-results/screens/response-pick-document-390.png', fullPage: true });
  await attach.click();
  await expect(picker).toHaveCount(0);
  await expect(mine.getByRole('status').filter({ hasText: `${KEPT} attached.` })).toBeVisible();
  await expect(mine.getByRole('link', { name: KEPT })).toBeVisible();
  await expect(pick).toBeFocused();
  await mine.screenshot({ path: 'test-results/screens/response-picked-390.png' });

  // The sponsor finds it on the response, from Meridian, and downloads the very bytes, by name.
  const sponsor = await pageAs(SPONSOR, { width: 1280 });
  await sponsor.goto(path);
  const open = sponsor.getByRole('button', { name: `Documents of ${MERIDIAN}'s response` });
  await open.click();
  const dialog = sponsor.getByRole('dialog', { name: `Documents of ${MERIDIAN}'s response` });
  await expect(dialog.getByText(`From ${MERIDIAN}`)).toHaveCount(2);
  await expect(dialog.getByRole('link', { name: KEPT })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await sponsor.screenshot({ path: 'test-results/screens/response-documents-1280.png' });
  const [download] = await Promise.all([
    sponsor.waitForEvent('download'),
    dialog.getByRole('link', { name: FILE }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(FILE);
  const saved = await download.path();
  expect(readFileSync(saved).equals(bytes)).toBe(true);
  await sponsor.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The vendor removes it from the response (by keyboard): the sponsor no longer sees it.
  await mine.getByRole('button', { name: `Remove ${FILE} from the response` }).focus();
  await vendor.keyboard.press('Enter');
  const confirm = vendor.getByRole('alertdialog', { name: `Remove ${FILE} from the response?` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(mine.getByText(`${FILE} was removed from the response. It stays in your documents.`)).toBeFocused();
  await expect(mine.getByRole('link', { name: FILE })).toHaveCount(0);
  await open.click();
  await expect(dialog.getByRole('link', { name: KEPT })).toBeVisible();
  await expect(dialog.getByRole('link', { name: FILE })).toHaveCount(0);
});
