import type { Mail } from './mailer.js';

/** How long the link of a member invitation lasts is said in words: the date in UTC, e.g. '16 March 2026'. */
const day = (date: Date): string =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An invitation to join a company on Trialbridge; its link leads through registration into the company. */
export function memberInvitationMail(
  to: string,
  m: { inviter: string; companyName: string; admin: boolean; link: string; expiresAt: Date },
): Mail {
  return {
    to,
    subject: `${m.inviter} invites you to join ${m.companyName} on Trialbridge`,
    text: [
      'Hello,',
      '',
      `${m.inviter} invites you to join ${m.companyName} on Trialbridge${m.admin ? ' as a company administrator' : ''}.`,
      'Register with this email address through the link below and you will be placed straight into the company:',
      m.link,
      '',
      `The link works until ${day(m.expiresAt)} and only for ${to}.`,
      'If you were not expecting this invitation, you can ignore this email.',
    ].join('\n'),
  };
}
