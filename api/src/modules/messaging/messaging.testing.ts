import { eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/index.js';
import { companies } from '../company/index.js';
import type { MessageDto, ThreadDto } from './messaging.schemas.js';

/** Helpers of the messaging tests: persona tokens, company ids by name, and the calls. */
export function messagingClient(t: TestApp) {
  return {
    token: (email: string) => t.tokenFor(email),
    async companyId(name: string): Promise<number> {
      const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
      if (!row) throw new Error(`No company ${name}`);
      return row.id;
    },
    start: (token: string, payload: { toCompanyId: number; subject: string; body: string }) =>
      t.request({ method: 'POST', url: '/v1/messages/threads', token, payload }),
    async startOk(token: string, payload: { toCompanyId: number; subject: string; body: string }): Promise<ThreadDto> {
      const res = await t.request({ method: 'POST', url: '/v1/messages/threads', token, payload });
      if (res.statusCode !== 201) throw new Error(`start thread: ${res.statusCode} ${res.body}`);
      return res.json<ThreadDto>();
    },
    reply: (token: string, threadId: number, body: string) =>
      t.request({ method: 'POST', url: `/v1/messages/threads/${threadId}/messages`, token, payload: { body } }),
    async replyOk(token: string, threadId: number, body: string): Promise<MessageDto> {
      const res = await t.request({
        method: 'POST',
        url: `/v1/messages/threads/${threadId}/messages`,
        token,
        payload: { body },
      });
      if (res.statusCode !== 201) throw new Error(`reply: ${res.statusCode} ${res.body}`);
      return res.json<MessageDto>();
    },
    list: (token: string, query = '') => t.request({ url: `/v1/messages/threads?${query}`, token }),
    thread: (token: string, id: number) => t.request({ url: `/v1/messages/threads/${id}`, token }),
    counts: async (token: string) =>
      (await t.request({ url: '/v1/messages/unread-counts', token })).json<{ inbox: number; companyInbox: number }>(),
  };
}
