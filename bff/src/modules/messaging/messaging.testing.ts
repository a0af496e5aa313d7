import type { MessageDto, ThreadDto } from './messaging.api.js';

const company = (id: number, name: string) => ({
  id,
  name,
  alias: name.toLowerCase().replace(/\W+/g, '-'),
  logoUrl: null,
});

/** A message as the api answers it. */
export function buildMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 1,
    threadId: 1,
    body: 'Hello <b>there</b>',
    sentAt: '2026-11-20T10:00:00.000Z',
    author: { userId: 1, name: 'Ada Lovelace', jobTitle: null, company: company(1, 'Helixa') },
    isMine: true,
    ...overrides,
  };
}

/** A thread as the api answers it. */
export function buildThread(overrides: Partial<ThreadDto> = {}): ThreadDto {
  const lastMessage = buildMessage({ threadId: overrides.id ?? 1 });
  return {
    id: 1,
    subject: 'Central lab logistics',
    fromCompany: company(1, 'Helixa'),
    toCompany: company(2, 'Meridian'),
    about: { kind: 'COMPANY', id: 2 },
    createdAt: lastMessage.sentAt,
    lastMessageAt: lastMessage.sentAt,
    lastMessage,
    messageCount: 1,
    unreadCount: 0,
    location: 'INBOX',
    folder: null,
    participants: [lastMessage.author],
    canReply: true,
    replyBlockedReason: null,
    ...overrides,
  };
}
