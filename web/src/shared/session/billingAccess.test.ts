import { describe, expect, it } from 'vitest';
import { buildSubscription, buildViewer } from '../../test/factories';
import { billingAccess } from './billingAccess';

// Who sees what is the api's rule (api subscription.rules.test.ts, "billingView"); the shell reads its answer.
describe('billingAccess', () => {
  it.each([
    ['CONTENT', 'content'],
    ['LOGIN_PROMPT', 'login-prompt'],
    ['NOTHING', 'nothing'],
  ] as const)('gives the api answer %s as %s', (billingView, expected) => {
    expect(billingAccess(buildViewer({ subscription: buildSubscription({ billingView }) }))).toBe(expected);
  });

  it.each([
    ['a viewer without subscription data', buildViewer({ subscription: null })],
    ['nobody signed in', null],
  ] as const)('gives %s nothing', (_case, subject) => {
    expect(billingAccess(subject)).toBe('nothing');
  });
});
