import type { Mail } from '../../mail/mailer.js';
import { topicLabel } from './contact.limits.js';
import type { ContactMessageRow } from './contact.table.js';

/** To support, answerable with Reply: the sender is the reply-to (name and email were refused with CR/LF). */
export function supportMail(to: string, row: ContactMessageRow): Mail {
  return {
    to,
    replyTo: row.email,
    subject: `[Contact] ${topicLabel(row.topic)}: ${row.name}`,
    text: [
      `A message from the Contact Us form (#${row.id}).`,
      '',
      `Name: ${row.name}`,
      `Email: ${row.email}`,
      `Company: ${row.company ?? '(not given)'}`,
      `Topic: ${topicLabel(row.topic)}`,
      `Signed in: ${row.userId === null ? 'no' : `yes, user ${row.userId}`}`,
      `Sent: ${row.createdAt.toISOString()}`,
      '',
      row.message,
      '',
      'Reply to this email to answer the sender.',
    ].join('\n'),
  };
}

/**
 * The sender's acknowledgement. It repeats none of what they typed (not even their name): anyone
 * can put any address in the form, and a mail that echoed the text would let them send their
 * words to strangers from our address.
 */
export function acknowledgementMail(row: ContactMessageRow, supportEmail: string): Mail {
  return {
    to: row.email,
    subject: 'We received your message to Trialbridge',
    text: [
      'Hello,',
      '',
      `Thank you for contacting Trialbridge about "${topicLabel(row.topic)}". Our team has received your message`,
      'and will answer within two working days.',
      '',
      `If you did not write to us, you can ignore this email, or tell us at ${supportEmail}.`,
    ].join('\n'),
  };
}
