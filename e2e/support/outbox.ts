import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './runtime.js';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The mails the api "sent" to this address (its file outbox), oldest first. */
export function mailsTo(email: string): OutboxMail[] {
  const dir = join(dataDir(), 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return []; // nothing sent yet
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The newest verification code mailed to this address (waits for the mail to arrive). */
export async function verificationCodeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(email).filter((mail) => /verification code/i.test(mail.subject));
        code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
        return code;
      },
      { message: `a verification code mailed to ${email}` },
    )
    .toBeTruthy();
  return code as string;
}

/** A fresh address per test run, so registrations never collide. */
export function uniqueEmail(local: string, domain: string): string {
  return `${local}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`;
}
