import { describe, expect, it } from 'vitest';
import { buildCompany, buildSubscription, buildUser, buildViewer } from '../../test/factories';
import type { TestViewer } from '../../test/factories';
import { billingAccess } from './billingAccess';

const sponsor = buildCompany({
  role: { __typename: 'CompanyRole', id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
});
const vendor = buildCompany();

function viewer(
  role: 'COMPANY_ADMIN' | 'MEMBER',
  company: typeof sponsor,
  plan: 'INNOVATOR' | 'EXPLORER' | 'NONE' | 'PRO',
  billingAdmin: boolean,
): TestViewer {
  return buildViewer({ user: buildUser({ role, company }), subscription: buildSubscription({ plan, billingAdmin }) });
}

describe('billingAccess', () => {
  it.each([
    ['a billing admin of the subscription', viewer('MEMBER', sponsor, 'INNOVATOR', true), 'content'],
    [
      'a billing admin whose subscription ended',
      buildViewer({ subscription: buildSubscription({ status: 'ENDED', billingAdmin: true }) }),
      'content',
    ],
    ['a non-sponsor company admin on Innovator', viewer('COMPANY_ADMIN', vendor, 'INNOVATOR', false), 'content'],
    ['any Explorer member', viewer('MEMBER', sponsor, 'EXPLORER', false), 'content'],
    ['a sponsor company admin on Innovator', viewer('COMPANY_ADMIN', sponsor, 'INNOVATOR', false), 'login-prompt'],
    ['an Innovator member', viewer('MEMBER', vendor, 'INNOVATOR', false), 'login-prompt'],
    ['a company admin without a plan', viewer('COMPANY_ADMIN', vendor, 'NONE', false), 'nothing'],
    ['a member on another plan', viewer('MEMBER', vendor, 'PRO', false), 'nothing'],
    ['a viewer without subscription data', buildViewer({ subscription: null }), 'nothing'],
    ['nobody signed in', null, 'nothing'],
  ] as const)('gives %s: %s', (_case, subject, expected) => {
    expect(billingAccess(subject)).toBe(expected);
  });
});
