import type { Mail } from './mailer.js';

export function verificationCodeMail(to: string, firstName: string, code: string): Mail {
  return {
    to,
    subject: 'Your Trialbridge verification code',
    text: [
      `Hello ${firstName},`,
      '',
      `Your Trialbridge verification code is ${code}. It expires in 24 hours.`,
      '',
      'If you did not sign up for Trialbridge, you can ignore this email.',
    ].join('\n'),
  };
}

export function joinRequestMail(
  to: string,
  m: { adminFirstName: string; requester: string; requesterEmail: string; companyName: string; reviewUrl: string },
): Mail {
  return {
    to,
    subject: `${m.requester} asks to join ${m.companyName} on Trialbridge`,
    text: [
      `Hello ${m.adminFirstName},`,
      '',
      `${m.requester} (${m.requesterEmail}) has registered on Trialbridge and asks to join ${m.companyName}.`,
      'As an administrator of the company, you can approve or decline the request on your dashboard:',
      m.reviewUrl,
      '',
      'Until someone approves it, they cannot sign in.',
    ].join('\n'),
  };
}

export function joinDecisionMail(
  to: string,
  m: { firstName: string; companyName: string; approved: boolean; signInUrl: string },
): Mail {
  const text = m.approved
    ? [
        `Your request to join ${m.companyName} on Trialbridge has been approved.`,
        '',
        `You can sign in now: ${m.signInUrl}`,
      ]
    : [
        `Your request to join ${m.companyName} on Trialbridge has been declined by its administrators, and your registration has been removed.`,
        '',
        'If you think this is a mistake, please contact your colleagues, or register again with another company.',
      ];
  return {
    to,
    subject: m.approved
      ? `Welcome to ${m.companyName} on Trialbridge`
      : `Your request to join ${m.companyName} on Trialbridge`,
    text: [`Hello ${m.firstName},`, '', ...text].join('\n'),
  };
}
