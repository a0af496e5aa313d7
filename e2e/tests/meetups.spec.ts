import { expect, test } from '../support/fixtures.js';
import { graphqlAs } from '../support/graphql.js';
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
