import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (the Contact Us form's sender); nodemailer's `replyTo`, kept as is in the file outbox. */
  replyTo?: string;
  /** Files sent with it (e.g. a meetup's .ics); the file outbox keeps them inline, SMTP attaches them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The file's text (attachments are small text files: calendar entries). */
  content: string;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Development default: one JSON file per mail under `<dataDir>/outbox/`, newest last by name. */
export function createFileMailer(dir: string, from: string): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`;
      // Written aside and renamed: a reader of the folder (the e2e tests) never meets half a mail.
      await writeFile(join(dir, `${name}.part`), `${JSON.stringify({ from, ...mail, sentAt }, null, 2)}\n`);
      await rename(join(dir, `${name}.part`), join(dir, name));
    },
  };
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Tests: keeps every mail in memory. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string; from: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createFileMailer(join(options.dataDir, 'outbox'), options.from);
}
