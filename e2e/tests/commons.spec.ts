import { expect, test } from '../support/fixtures.js';
import { graphqlAs } from '../support/graphql.js';

// Helixa's member writes to Meridian's admin (Victor Lindqvist, a seeded expert) from the
// directory; the message lands in Victor's personal inbox (read through the api as him).
const EXPERT = 'vendor.admin@demo.test';

interface Inbox {
  inboxThreads: { items: { subject: string; lastMessage: { body: string } }[] };
}

test.describe('commons', () => {
  test.use({ persona: 'sponsor.member@demo.test' });

  test('a member selects an expert, messages them through the modal, and the expert has it in their inbox', async ({
    page,
  }) => {
    const text = `Could you look at our monitoring plan? (${Date.now()})`;
    await page.goto('/commons/experts');
    await expect(page.getByRole('heading', { level: 1, name: 'Experts' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search experts' }).fill('Lindqvist');
    await page.getByRole('search', { name: 'Experts' }).getByRole('button', { name: 'Search' }).click();
    // Chakra's checkbox input is visually hidden behind its drawn control: checked by its name.
    await page.getByRole('checkbox', { name: 'Select Victor Lindqvist' }).check({ force: true });
    await page.getByRole('button', { name: 'Message the experts (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message the experts' });
    await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sent to Victor Lindqvist.', { exact: false })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/commons-experts.png', fullPage: true });

    const inbox = await graphqlAs<Inbox>(
      EXPERT,
      `query { inboxThreads(input: { search: ${JSON.stringify(text.slice(-14, -1))} }) { items { subject lastMessage { body } } } }`,
    );
    expect(inbox.inboxThreads.items.map((t) => t.lastMessage.body)).toContain(text);
  });
});
