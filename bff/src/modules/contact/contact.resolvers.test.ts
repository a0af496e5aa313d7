import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CONTACT_PER_ADDRESS, CONTACT_WINDOW_MS } from './contact.limit.js';

const DISABLED = 'The Contact Us Form is disabled and your request cannot be sent currently.';
const FORM = `{ contactForm { enabled disabledMessage formToken minFillMs topics { value label } } }`;
const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { sent errors { code field message } } }`;
const input = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'SALES',
  message: 'Please tell me about the plans.',
  formToken: '1.sig',
};
const PUBLIC = { public: true };
const topics = [{ value: 'SALES' as const, label: 'Sales and plans' }];

describe('contact us through the bff', () => {
  let h: Harness;
  let address = 0;
  beforeAll(async () => {
    h = await startHarness({ users: [] });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    address += 1;
  });
  const from = () => ({ remoteAddress: `203.0.113.${address}` });

  it('reads the settings, with spec §8’s 181 message when switched off', async () => {
    h.api.routes.on(
      'get',
      '/contact/settings',
      () => [200, { enabled: false, topics, formToken: 't', minFillMs: 3000 }],
      {
        public: true,
      },
    );
    const { data, errors } = await h.gql(FORM);
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      contactForm: { enabled: false, disabledMessage: DISABLED, formToken: 't', minFillMs: 3000, topics },
    });
  });

  it('sends the message as typed, without the empty optional fields', async () => {
    let sent: unknown;
    h.api.routes.on(
      'post',
      '/contact/messages',
      (request) => {
        sent = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
        return [200, { received: true }];
      },
      PUBLIC,
    );
    const { data, errors } = await h.gql(SEND, { input: { ...input, company: '', website: '' } }, from());
    expect(errors).toBeUndefined();
    expect(sent).toEqual(input);
    expect(data).toEqual({ sendContactMessage: { sent: true, errors: [] } });
  });

  it('answers the api’s 181, 429 and field refusals in the payload', async () => {
    const answers: [number, unknown][] = [
      [403, { code: 181, message: DISABLED }],
      [429, { code: 'ContactLimit', message: 'Please try again in 12 minutes.' }],
      [400, { code: 400, message: 'x', details: [{ field: 'name', message: 'name must be on one line.' }] }],
    ];
    h.api.routes.on('post', '/contact/messages', () => (answers.shift() ?? [500, {}]) as never, PUBLIC);
    const send = async () => (await h.gql(SEND, { input }, from())).data;
    expect(await send()).toEqual({
      sendContactMessage: { sent: false, errors: [{ code: 'CONTACT_FORM_DISABLED', field: null, message: DISABLED }] },
    });
    expect(await send()).toEqual({
      sendContactMessage: {
        sent: false,
        errors: [{ code: 'CONTACT_LIMIT', field: null, message: 'Please try again in 12 minutes.' }],
      },
    });
    expect(await send()).toEqual({
      sendContactMessage: {
        sent: false,
        errors: [{ code: 'BAD_USER_INPUT', field: 'name', message: 'name must be on one line.' }],
      },
    });
  });

  it('allows 10 messages an hour from one client address, whatever the emails', async () => {
    let calls = 0;
    h.api.routes.on(
      'post',
      '/contact/messages',
      () => {
        calls += 1;
        return [200, { received: true }];
      },
      PUBLIC,
    );
    for (let i = 0; i < CONTACT_PER_ADDRESS; i += 1) {
      const { data } = await h.gql(SEND, { input: { ...input, email: `a${i}@example.com` } }, from());
      expect(data).toEqual({ sendContactMessage: { sent: true, errors: [] } });
    }
    const { data } = await h.gql(SEND, { input }, from());
    expect(data).toMatchObject({ sendContactMessage: { sent: false, errors: [{ code: 'CONTACT_LIMIT' }] } });
    expect(JSON.stringify(data)).toMatch(/try again in 60 minutes/);
    expect(calls).toBe(CONTACT_PER_ADDRESS);
    // Another address is not held back; the same one is again after the hour.
    expect((await h.gql(SEND, { input }, { remoteAddress: '198.51.100.7' })).data).toMatchObject({
      sendContactMessage: { sent: true },
    });
    h.clock.advance(CONTACT_WINDOW_MS + 1000);
    expect((await h.gql(SEND, { input }, from())).data).toMatchObject({ sendContactMessage: { sent: true } });
  });
});
