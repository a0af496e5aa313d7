import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../apolloClient';
import { applyLiveUpdate, LiveCountsDocument } from './liveCache';

const INBOX = gql`
  query Inbox {
    inboxThreads {
      totalElements
    }
  }
`;
const THREAD = gql`
  query Thread($id: ID!) {
    messageThread(id: $id) {
      id
      messages {
        totalElements
      }
    }
  }
`;

function seeded() {
  const cache = createCache();
  cache.writeQuery({
    query: LiveCountsDocument,
    data: { unreadMessageCounts: { inbox: 0, companyInbox: 0 }, unreadNotificationCount: 0 },
  });
  cache.writeQuery({ query: INBOX, data: { inboxThreads: { __typename: 'MessageThreadPage', totalElements: 3 } } });
  for (const id of ['7', '8'])
    cache.writeQuery({
      query: THREAD,
      variables: { id },
      data: {
        messageThread: { __typename: 'MessageThread', id, messages: { __typename: 'MessagePage', totalElements: 2 } },
      },
    });
  return cache;
}

const update = {
  __typename: 'LiveUpdate' as const,
  kind: 'MESSAGE_CREATED',
  threadId: '7',
  unreadMessages: { __typename: 'UnreadMessageCounts' as const, inbox: 2, companyInbox: 1 },
  unreadNotifications: 4,
};

describe('applyLiveUpdate', () => {
  it('writes the counts the server read for the viewer', () => {
    const cache = seeded();
    applyLiveUpdate(cache, update);
    expect(cache.readQuery({ query: LiveCountsDocument })).toMatchObject({
      unreadMessageCounts: { inbox: 2, companyInbox: 1 },
      unreadNotificationCount: 4,
    });
  });

  it('forgets the lists and the thread it is about, so the queries showing them fetch again; other threads stay', () => {
    const cache = seeded();
    applyLiveUpdate(cache, update);
    expect(cache.readQuery({ query: INBOX })).toBeNull();
    expect(cache.readQuery({ query: THREAD, variables: { id: '7' } })).toBeNull();
    expect(cache.readQuery({ query: THREAD, variables: { id: '8' } })).not.toBeNull();
  });

  it('keeps the thread cache when the update concerns no thread (a notification)', () => {
    const cache = seeded();
    applyLiveUpdate(cache, { ...update, kind: 'NOTIFICATION_CREATED', threadId: null });
    expect(cache.readQuery({ query: THREAD, variables: { id: '7' } })).not.toBeNull();
    expect(cache.readQuery({ query: INBOX })).toBeNull();
  });

  it('reads every list and open thread again when the stream opens (changes may have passed before it)', () => {
    const cache = seeded();
    applyLiveUpdate(cache, { ...update, kind: 'STREAM_OPEN', threadId: null });
    expect(cache.readQuery({ query: INBOX })).toBeNull();
    for (const id of ['7', '8']) expect(cache.readQuery({ query: THREAD, variables: { id } })).toBeNull();
    expect(cache.readQuery({ query: LiveCountsDocument })).toMatchObject({ unreadNotificationCount: 4 });
  });
});
