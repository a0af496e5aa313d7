import type { LightMyRequestResponse } from 'fastify';
import type { Mail } from '../mail/mailer.js';
import type { TestApp } from './test-app.js';

/** The newest verification code mailed to `email`, whatever its case ('none' when there is none). */
export function verificationCodeIn(mails: readonly Mail[], email: string): string {
  const to = email.trim().toLowerCase();
  const mail = [...mails].reverse().find((m) => m.to === to && /code is \d{6}/.test(m.text));
  return /code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? 'none';
}

export const TEST_NEW_PASSWORD = 'N3w!Passw0rd';

/**
 * Signs up `email` (no company: chosen at set-password, as the web client does) and finishes
 * with set-password; answers the set-password response.
 */
export async function registerThroughApi(
  t: TestApp,
  email: string,
  options: { company?: object; signupCompany?: object; firstName?: string; password?: string } = {},
): Promise<LightMyRequestResponse> {
  const signup = await t.request({
    method: 'POST',
    url: '/v1/users/signup',
    payload: {
      email,
      firstName: options.firstName ?? 'Riley',
      lastName: 'Tester',
      referralSource: 'EMAIL',
      ...(options.signupCompany ? { company: options.signupCompany } : {}),
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup of ${email} failed: ${signup.body}`);
  return t.request({
    method: 'PUT',
    url: '/v1/users/set-password',
    payload: {
      email,
      code: verificationCodeIn(t.mails, email),
      password: options.password ?? TEST_NEW_PASSWORD,
      ...(options.company ? { company: options.company } : {}),
    },
  });
}
