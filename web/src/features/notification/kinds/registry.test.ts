import { describe, expect, it } from 'vitest';
import { FallbackNotification } from './FallbackNotification';
import { JoinRequestNotification } from './JoinRequestNotification';
import { NewReplyNotification } from './NewReplyNotification';
import { NewThreadNotification } from './NewThreadNotification';
import { notificationRenderer } from './registry';

describe('notificationRenderer', () => {
  it("answers each known kind's own renderer", () => {
    expect(notificationRenderer('NEW_THREAD')).toBe(NewThreadNotification);
    expect(notificationRenderer('NEW_REPLY')).toBe(NewReplyNotification);
    expect(notificationRenderer('JOIN_REQUEST')).toBe(JoinRequestNotification);
  });

  it('answers the fallback for a kind it does not know, prototype names included', () => {
    for (const kind of ['CAPABILITY_ALERT_MATCH', '', 'constructor', 'toString', '__proto__'])
      expect(notificationRenderer(kind)).toBe(FallbackNotification);
  });
});
