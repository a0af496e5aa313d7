import { expect, test } from '../support/fixtures.js';
import { graphql, graphqlAs } from '../support/graphql.js';
import { mailsTo } from '../support/outbox.js';

const MEMBER = 'sponsor.member@demo.test';
const TITLE = 'SCOPE Summit side meetup';
const CODE = 'scope-summit-side-meetup';

interface MailWithFiles {
  subject: string;
  sentAt: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** The member's mails; a file the api is still writing (half a JSON) is read on the next poll. */
function sentMails(): unknown[] {
  try {
    return mailsTo(MEMBER);
  } catch {
    return [];
  }
}

/** The newest calendar file mailed to the member under `subject` (waits for the mail). */
async function calendarFile(subject: string, since: string): Promise<string> {
  let content = '';
  await expect
    .poll(
      () => {
        const mail = (sentMails() as MailWithFiles[]).filter((m) => m.subject === subject && m.sentAt >= since).at(-1);
        content = mail?.attachments?.find((file) => file.filename === `${CODE}.ics`)?.content ?? '';
        return content;
      },
      { message: `a mail "${subject}" with ${CODE}.ics` },
    )
    .toContain('BEGIN:VCALENDAR');
  return content;
}

test.describe('meetups', () => {
  test.use({ persona: MEMBER });

  test('a member registers for a meetup, gets its calendar file by mail, and cancels', async ({ page }) => {
    // A run stopped half-way may have left the seat taken: start without it.
    await graphqlAs(MEMBER, `mutation { cancelMeetupRegistration(code: "${CODE}") { errors { code } } }`);
    const since = new Date().toISOString();

    await page.goto('/meetups');
    await expect(page.getByRole('heading', { name: 'Meetups', level: 1 })).toBeVisible();
    const card = page.getByRole('list', { name: 'Upcoming meetups' }).getByRole('listitem').filter({ hasText: TITLE });
    await expect(card).toContainText('Hyatt Regency Orlando');
    await card.getByRole('button', { name: 'Register' }).click();
    await expect(card.getByText('You are registered. We mailed you a calendar file.')).toBeVisible();
    await expect(card.getByText('You are registered.', { exact: true })).toBeVisible();

    const invite = await calendarFile(`You are registered: ${TITLE}`, since);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain(`SUMMARY:${TITLE}`);
    expect(invite).toMatch(/DTSTART:\d{8}T230000Z/);

    await card.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(card.getByText('Your registration is cancelled.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Register' })).toBeVisible();
    const cancellation = await calendarFile(`Registration cancelled: ${TITLE}`, since);
    expect(cancellation).toContain('METHOD:CANCEL');
    expect(cancellation).toContain('STATUS:CANCELLED');
  });
});

test.describe('meetups admin', () => {
  test('an admin edits a meetup created through the API; /meetups shows the change without a reload', async ({
    pageAs,
  }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    const code = `e2e-edit-${Date.now()}`;
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    await graphql(
      page.request,
      'mutation($input: MeetupInput!) { createMeetup(input: $input) { meetup { code } errors { message } } }',
      {
        input: {
          code,
          title: `Edit me ${code}`,
          description: 'A meetup the e2e test edits.',
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
          timeZone: 'UTC',
          venue: 'Room 1',
          capacity: 5,
        },
      },
    );
    const renamed = `Edited ${code}`;
    // A visitor has the list open before the edit (the admin group sees it only when acting as someone).
    const visitor = await pageAs(null);
    await visitor.goto('/meetups');
    const cards = visitor.getByRole('list', { name: 'Upcoming meetups' }).getByRole('listitem');
    await expect(cards.filter({ hasText: `Edit me ${code}` })).toContainText('5 of 5 seats left');

    await page.goto('/admin/meetups');
    await page.getByRole('combobox', { name: 'Meetup' }).selectOption(code);
    // The form is named after the meetup it edits, so it is found again after the title changes.
    const form = page.getByRole('form', { name: /^Edit / });
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(`Edit me ${code}`);
    await expect(form.getByLabel('Starts')).toHaveValue(start.toISOString().slice(0, 16));
    await form.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await form.getByRole('textbox', { name: 'Venue' }).fill('Room 2, Main building');
    await form.getByRole('spinbutton', { name: 'Seats' }).fill('12');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Saved: the meetups page shows the change.')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-meetups/admin-edit-1280.png', fullPage: true });

    // Back to the list in the same session (no reload): it reads the meetups again.
    await visitor.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await visitor.goBack();
    const card = cards.filter({ hasText: renamed });
    await expect(card).toContainText('Room 2, Main building');
    await expect(card).toContainText('12 of 12 seats left');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/meetups');
    await page.getByRole('combobox', { name: 'Meetup' }).selectOption(code);
    await page.screenshot({ path: '/tmp/shots-meetups/admin-edit-390.png', fullPage: true });
  });
});
