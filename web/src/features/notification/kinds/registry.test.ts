import { describe, expect, it } from 'vitest';
import { fallback } from './fallback';
import { joinRequest } from './joinRequest';
import { newReply } from './newReply';
import { newThread } from './newThread';
import { notificationRenderer } from './registry';

describe('notificationRenderer', () => {
  it("answers each known kind's own renderer", () => {
    expect(notificationRenderer('NEW_THREAD')).toBe(newThread);
    expect(notificationRenderer('NEW_REPLY')).toBe(newReply);
    expect(notificationRenderer('JOIN_REQUEST')).toBe(joinRequest);
  });

  it('answers the fallback for a kind it does not know, prototype names included', () => {
    for (const kind of ['CAPABILITY_ALERT_MATCH', '', 'constructor', 'toString', '__proto__'])
      expect(notificationRenderer(kind)).toBe(fallback);
  });
});
