import { expect, test } from '../support/fixtures.js';
import { graphqlAs } from '../support/graphql.js';

// Issue 31 point 2: a sponsor publishes its innovation request as a challenge, a vendor finds it on
// /challenges and applies by responding to the request, and the sponsor sees the response.
const SPONSOR = 'sponsor.admin@demo.test';
const STAMP = Date.now();
const TITLE = `Remote eConsent for oncology ${STAMP}`;
const PRIZE = 'A paid six-month pilot in one running study.';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const SHOTS = '/tmp/shots-challenge';

/** Helixa's published innovation request (through the api, as setup): its id. */
async function innovationRequest(): Promise<string> {
  const { referenceItems } = await graphqlAs<{ referenceItems: { id: string; kind: string; name: string }[] }>(
    SPONSOR,
    'query { referenceItems(kinds: [PRODUCTS, THERAPEUTIC_AREAS]) { id kind name } }',
  );
  const id = (kind: string, name: string) => referenceItems.find((r) => r.kind === kind && r.name === name)?.id;
  const created = await graphqlAs<{ createRequest: { request: { id: string } | null; errors: unknown[] } }>(
    SPONSOR,
    `mutation($input: RequestInput!) { createRequest(input: $input, publish: true) { request { id } errors { message } } }`,
    {
      input: {
        kind: 'INNOVATION',
        title: TITLE,
        description: 'An eConsent flow patients complete on their own devices, countersigned remotely.',
        responseDeadline: day(30),
        problem: 'Consent takes a site visit today, which delays enrolment by two weeks.',
        productIds: [id('PRODUCTS', 'eConsent')],
        therapeuticAreaIds: [id('THERAPEUTIC_AREAS', 'Oncology')],
        stage: 'PILOT',
      },
    },
  );
  expect(created.createRequest.errors).toEqual([]);
  return created.createRequest.request?.id ?? '';
}

test('a sponsor publishes a challenge; a vendor finds it on /challenges and applies by responding', async ({
  pageAs,
}) => {
  const requestId = await innovationRequest();
  const sponsor = await pageAs(SPONSOR, { width: 1280 });
  await sponsor.goto(`/requests/${requestId}`);
  await sponsor.getByRole('button', { name: 'Publish as challenge' }).click();
  const dialog = sponsor.getByRole('dialog', { name: 'Publish as challenge' });
  await expect(dialog.getByRole('textbox', { name: 'Headline' })).toHaveValue(TITLE);
  await dialog.getByRole('textbox', { name: 'The problem' }).fill('Consent takes a site visit today.');
  await dialog.getByRole('textbox', { name: 'Prize or pilot' }).fill(PRIZE);
  await sponsor.screenshot({ path: `${SHOTS}/dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Publish challenge' }).click();
  const panel = sponsor.getByRole('region', { name: 'Challenge' });
  await expect(panel.getByText('Published')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close challenge' })).toBeVisible();

  const vendor = await pageAs('vendor.admin@demo.test', { width: 390 });
  await vendor.goto('/challenges');
  const card = vendor.getByRole('listitem').filter({ has: vendor.getByRole('heading', { name: TITLE }) });
  await expect(card.getByText(PRIZE)).toBeVisible();
  await expect(card.getByText('Helixa Biotherapeutics')).toBeVisible();
  await expect(card.getByText(/30 days left|29 days left/)).toBeVisible();
  await card.screenshot({ path: `${SHOTS}/card-390.png` });
  await card.getByRole('link', { name: 'View and apply' }).click();
  await expect(vendor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await vendor.getByRole('textbox', { name: 'Your proposal' }).fill('Our eConsent runs in 40 oncology studies today.');
  await vendor.getByRole('textbox', { name: 'Timeline' }).fill('Pilot live in 6 weeks');
  await vendor.getByRole('button', { name: 'Send response' }).click();
  await expect(vendor.getByRole('article', { name: 'Your response' })).toBeVisible();

  await sponsor.reload();
  await expect(
    sponsor.getByRole('region', { name: 'Responses' }).getByText('Meridian Clinical Research').first(),
  ).toBeVisible();
});
