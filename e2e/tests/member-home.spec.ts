import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { graphql, graphqlAs } from '../support/graphql.js';

// The member's home (issue 29 point 2, docs/member-home.md): a thread another company answered
// and a request closing in 3 days, both made here through GraphQL, shown as the api answers them.
const MEMBER = 'sponsor.member@demo.test';
const VENDOR = 'vendor.member@demo.test';
const COMPANY_ID = 'query($alias: String!) { company(alias: $alias) { id } }';
const START = 'mutation($input: StartThreadInput!) { startThread(input: $input) { thread { id } errors { message } } }';
const REPLY = 'mutation($input: ReplyInput!) { replyToThread(input: $input) { message { id } errors { message } } }';
const POST = `mutation($input: RequestInput!) { createRequest(input: $input, publish: true) {
  request { id responseDeadline } errors { field message } } }`;
const HOME = `{ memberHome {
  waitingThreads(size: 20) { total items { id subject } }
  deadlines(size: 20) { requests { id title responseDeadline responseCount } }
  unreadNotifications { unreadCount }
  completeness { profile { percent } interests { percent complete } }
} }`;

interface Home {
  memberHome: {
    waitingThreads: { total: number; items: { id: string; subject: string }[] };
    deadlines: { requests: { id: string; title: string; responseDeadline: string; responseCount: number }[] };
    unreadNotifications: { unreadCount: number };
    completeness: { profile: { percent: number }; interests: { percent: number; complete: boolean } };
  };
}

/** A UTC day `days` from today, as request deadlines are. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function companyId(page: Page, alias: string): Promise<string> {
  return (await graphql<{ company: { id: string } }>(page.request, COMPANY_ID, { alias })).company.id;
}

async function referenceId(page: Page, kind: string, name: string): Promise<string> {
  const { referenceItems } = await graphql<{ referenceItems: { id: string; name: string }[] }>(
    page.request,
    'query($kinds: [ReferenceKind!]) { referenceItems(kinds: $kinds) { id name } }',
    { kinds: [kind] },
  );
  const item = referenceItems.find((candidate) => candidate.name === name) ?? referenceItems[0];
  if (!item) throw new Error(`no ${kind} reference item`);
  return item.id;
}

test.describe("the member's home", () => {
  test.use({ persona: MEMBER });

  test('shows a thread waiting for a reply and a near deadline, as the api answers them, at 1280 and 390 px', async ({
    page,
  }) => {
    const stamp = Date.now();
    const subject = `Home check ${stamp}`;
    const title = `Home deadline ${stamp}`;
    // sponsor.member writes to Meridian; a Meridian member answers: the thread now waits for sponsor.member.
    const meridian = await companyId(page, 'meridian-clinical-research');
    const started = await graphql<{ startThread: { thread: { id: string } | null } }>(page.request, START, {
      input: { toCompanyId: meridian, subject, body: 'Could you take 40 home visits a month?' },
    });
    const threadId = started.startThread.thread?.id;
    expect(threadId).toBeTruthy();
    const replied = await graphqlAs<{ replyToThread: { errors: unknown[] } }>(VENDOR, REPLY, {
      input: { threadId, body: 'Yes, from February.' },
    });
    expect(replied.replyToThread.errors).toEqual([]);
    // A request of sponsor.member's closing in 3 days, invited-only (public lists stay as they are).
    const posted = await graphql<{ createRequest: { request: { id: string } | null; errors: unknown[] } }>(
      page.request,
      POST,
      {
        input: {
          kind: 'SERVICE',
          title,
          description: 'Home nursing visits for an extension study.',
          responseDeadline: day(3),
          visibility: 'INVITED',
          invitedCompanyIds: [meridian],
          phases: ['PHASE_2'],
          therapeuticAreaIds: [await referenceId(page, 'THERAPEUTIC_AREAS', 'Oncology')],
          serviceIds: [await referenceId(page, 'SERVICES', 'Home Nursing')],
          timeline: 'Twelve months',
        },
      },
    );
    expect(posted.createRequest.errors).toEqual([]);
    const requestId = posted.createRequest.request?.id;
    const api = (await graphql<Home>(page.request, HOME)).memberHome;
    expect(api.waitingThreads.items.map((item) => item.subject)).toContain(subject);
    expect(api.deadlines.requests.find((request) => request.id === requestId)).toMatchObject({
      responseDeadline: day(3),
      responseCount: 0,
    });

    // The dashboard's shortcut leads there.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'My home: what waits for you' }).click();
    await expect(page).toHaveURL(/\/dashboard\/member$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();

    const waiting = page.getByRole('region', { name: 'Waiting for your reply' });
    const thread = waiting.getByRole('link', { name: subject });
    await expect(thread).toHaveAttribute('href', `/dashboard/inbox/${threadId}`);
    const threads = api.waitingThreads.total;
    await expect(
      waiting.getByText(threads === 1 ? '1 thread waits for your reply.' : `${threads} threads wait for your reply.`),
    ).toBeVisible();

    const deadlines = page.getByRole('region', { name: 'Requests and deadlines' });
    const request = deadlines.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(request.getByText('Closes in 3 days')).toBeVisible();
    await expect(request.getByText('Soon')).toBeVisible();
    await expect(request.getByText('0 responses · posted by you')).toBeVisible();

    const unread = api.unreadNotifications.unreadCount;
    const notifications = page.getByRole('region', { name: 'Unread notifications' });
    await expect(
      notifications.getByText(unread === 1 ? '1 unread notification.' : `${unread} unread notifications.`),
    ).toBeVisible();
    const completeness = page.getByRole('region', { name: 'Your profile and interests' });
    await expect(
      completeness.getByRole('heading', { name: `Profile: ${api.completeness.profile.percent}% complete` }),
    ).toBeVisible();
    await expect(
      completeness.getByRole('heading', { name: `Interests: ${api.completeness.interests.percent}% complete` }),
    ).toBeVisible();
    // The interests' percent says what my account's interests say (spec §5's rule).
    const { interests } = await graphql<{ interests: { complete: boolean } }>(
      page.request,
      '{ interests { complete } }',
    );
    expect(api.completeness.interests.complete).toBe(interests.complete);
    await expect(page.getByRole('region', { name: 'Companies you watch' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/member-home-1280.png', fullPage: true });

    // Keyboard: the thread's link is reached with Tab and opens the thread.
    await thread.focus();
    await expect(thread).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(request.getByText('Closes in 3 days')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/screens/member-home-390.png', fullPage: true });

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard/inbox/${threadId}`));
  });
});
