import { describe, expect, it } from 'vitest';
import { buildCompany, buildReminder, buildSubscription, buildUser, buildViewer } from '../../test/factories';
import type { TestSubscription } from '../../test/factories';
import { sessionStartModal } from './sessionStartModal';
import { subscriptionRequiredSituation } from './subscriptionRequiredSituation';

const sponsor = buildCompany({
  role: { __typename: 'CompanyRole', id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
});
const vendor = buildCompany();
// The api answers the reminder that is due (`reminder`), and only to non-sponsor companies.
const trialEnding = buildSubscription({
  status: 'TRIALING',
  period: null,
  endDate: '2026-05-11T00:00:00.000Z',
  reminder: buildReminder('FREE_TRIAL', 2),
});
const sponsorTrialEnding = buildSubscription({ status: 'TRIALING', period: null, endDate: '2026-05-11T00:00:00.000Z' });
const pastDue = buildSubscription({
  status: 'PAST_DUE',
  period: 'MONTH',
  endDate: '2026-06-01T00:00:00.000Z',
  reminder: buildReminder('GRACE_PERIOD', 7),
});

function viewerOf(company: typeof sponsor, subscription: TestSubscription | null, isInterestsRequired = false) {
  return buildViewer({ user: buildUser({ company }), subscription, isInterestsRequired });
}

describe('sessionStartModal', () => {
  it.each([
    [
      'a sponsor with incomplete interests',
      viewerOf(sponsor, buildSubscription(), true),
      '/dashboard',
      { kind: 'interestsRequired' },
    ],
    [
      'a sponsor with incomplete interests on the subscriptions page',
      viewerOf(sponsor, buildSubscription(), true),
      '/subscriptions',
      { kind: 'wait' },
    ],
    [
      'a sponsor with incomplete interests on my account',
      viewerOf(sponsor, buildSubscription(), true),
      '/my-account',
      { kind: 'wait' },
    ],
    [
      'a sponsor with incomplete interests and no plan',
      viewerOf(sponsor, buildSubscription({ plan: 'NONE', status: null }), true),
      '/dashboard',
      null,
    ],
    [
      'a sponsor with incomplete interests and an ended plan',
      viewerOf(sponsor, buildSubscription({ status: 'ENDED' }), true),
      '/dashboard',
      null,
    ],
    ['a sponsor with complete interests whose trial ends', viewerOf(sponsor, sponsorTrialEnding), '/dashboard', null],
    [
      'a vendor whose trial ends tomorrow',
      viewerOf(vendor, trialEnding),
      '/dashboard',
      { kind: 'freeTrial', reminder: { kind: 'FREE_TRIAL', daysLeft: 2 } },
    ],
    [
      'a vendor in a grace period',
      viewerOf(vendor, pastDue),
      '/subscriptions',
      { kind: 'freeTrial', reminder: { kind: 'GRACE_PERIOD', daysLeft: 7 } },
    ],
    [
      'a vendor whose trial has weeks left',
      viewerOf(vendor, buildSubscription({ status: 'TRIALING', endDate: '2026-06-10T00:00:00.000Z' })),
      '/dashboard',
      null,
    ],
    [
      'a vendor with interests flagged (not a sponsor)',
      viewerOf(vendor, buildSubscription(), true),
      '/dashboard',
      null,
    ],
  ])('answers for %s', (_case, viewer, pathname, expected) => {
    expect(sessionStartModal(viewer, pathname)).toEqual(expected);
  });

  it('puts the interests modal first when both would apply', () => {
    // The server flags interests for sponsors only, and the reminder is for non-sponsors only;
    // should both ever hold, interests win.
    const viewer = viewerOf(sponsor, trialEnding, true);
    expect(sessionStartModal(viewer, '/dashboard')).toEqual({ kind: 'interestsRequired' });
  });
});

describe('subscriptionRequiredSituation', () => {
  it.each([
    ['nobody signed in', null, 'join'],
    ['a viewer without subscription data', buildViewer({ subscription: null }), 'sign-out'],
    ['plan NONE', buildViewer({ subscription: buildSubscription({ plan: 'NONE', status: null }) }), 'free-trial'],
    ['a new, unpaid subscription', buildViewer({ subscription: buildSubscription({ status: 'NEW' }) }), 'free-trial'],
    ['Explorer', buildViewer({ subscription: buildSubscription({ plan: 'EXPLORER', endDate: null }) }), 'upgrade'],
    [
      'an ended annual subscription',
      buildViewer({ subscription: buildSubscription({ status: 'ENDED', period: 'YEAR' }) }),
      'renew',
    ],
    ['an inactive subscription', buildViewer({ subscription: buildSubscription({ status: 'INACTIVE' }) }), 'renew'],
    ['Innovator in force (on a page for another plan)', buildViewer(), 'plan-not-included'],
  ])('answers for %s', (_case, viewer, expected) => {
    expect(subscriptionRequiredSituation(viewer)).toBe(expected);
  });
});
