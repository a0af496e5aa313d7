import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/resizeObserver';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildMessage, buildThread } from '../testing/messagingFactories';
import { foldersMock, threadPageMock, threadViewMock } from '../testing/messagingMocks';
import { MarkThreadReadDocument } from '../useThreadActions';
import { ReplyToThreadDocument } from './ReplyBox';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'INBOX', 'SEND_MESSAGES'] });
const BODY = 'Yes, we can.\nLet us talk on Monday.';

function replyMock(outcome: MockLink.MockedResponse['result'] | Error): MockLink.MockedResponse {
  const request = { query: ReplyToThreadDocument, variables: { input: { threadId: 'thread-1', body: BODY } } };
  return outcome instanceof Error ? { request, error: outcome } : { request, result: outcome };
}

function payload(errors: { code: string; field: string | null; message: string }[]) {
  const ok = errors.length === 0;
  return {
    data: {
      replyToThread: {
        __typename: 'ReplyPayload',
        message: ok ? { __typename: 'Message', id: 'message-2' } : null,
        thread: ok
          ? {
              __typename: 'MessageThread',
              id: 'thread-1',
              lastMessageAt: '2026-11-21T09:00:00.000Z',
              messageCount: 2,
              unreadCount: 0,
            }
          : null,
        errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
      },
    },
  };
}

function openThread(extra: MockLink.MockedResponse[], thread = buildThread()) {
  renderApp('/dashboard/inbox/thread-1', {
    mocks: [
      appViewerMock(viewer),
      foldersMock(),
      threadPageMock([thread]),
      threadViewMock('thread-1', thread),
      ...extra,
    ],
  });
}

async function typeAndSend() {
  const box = await screen.findByRole('textbox', { name: 'Your reply' });
  const send = screen.getByRole('button', { name: 'Send reply' });
  expect(send).toHaveProperty('disabled', true);
  fireEvent.change(box, { target: { value: BODY } });
  expect(screen.getByText(`${BODY.length} / 10,000`)).toBeDefined();
  fireEvent.click(send);
  return box;
}

describe('ReplyBox', () => {
  it('empties the box and opens the message-replied modal when the reply is sent', async () => {
    openThread([replyMock(payload([]))]);

    const box = await typeAndSend();

    const modal = await screen.findByRole('dialog', { name: 'Reply sent' });
    expect(within(modal).getByText(/Your reply to Helixa Biotherapeutics was sent/)).toBeDefined();
    expect(box).toHaveProperty('value', '');
  });

  it.each([
    ['the company does not allow the viewer to reply', 'REPLY_NOT_ALLOWED', 'Only chosen members may reply.'],
    ['the viewer sent too many messages', 'MESSAGE_FLOOD', 'Too many messages: wait a minute.'],
  ])('keeps the typed text and says why when %s', async (_situation, code, message) => {
    openThread([replyMock(payload([{ code, field: null, message }]))]);

    const box = await typeAndSend();

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(box).toHaveProperty('value', BODY);
    expect(screen.queryByRole('dialog', { name: 'Reply sent' })).toBeNull();
  });

  it('shows a field error at the box and keeps the text when the body is refused', async () => {
    openThread([replyMock(payload([{ code: 'BAD_USER_INPUT', field: 'body', message: 'Message is too long.' }]))]);

    const box = await typeAndSend();

    expect(await screen.findByText('Message is too long.')).toBeDefined();
    expect(box).toHaveProperty('value', BODY);
  });

  it('keeps the typed text when the network fails', async () => {
    openThread([replyMock(new Error('offline'))]);

    const box = await typeAndSend();

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
    expect(box).toHaveProperty('value', BODY);
  });

  it('marks the thread read once when an unread thread opens', async () => {
    let marked = 0;
    const unread = buildThread({ unreadCount: 1, lastMessage: buildMessage() });
    openThread(
      [
        {
          request: { query: MarkThreadReadDocument, variables: { threadId: 'thread-1', read: true } },
          result: () => {
            marked += 1;
            return {
              data: {
                markThreadRead: {
                  __typename: 'ThreadChangePayload',
                  thread: { __typename: 'MessageThread', id: 'thread-1', unreadCount: 0 },
                  errors: [],
                },
              },
            };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
      unread,
    );

    await waitFor(() => expect(marked).toBe(1));
  });
});
