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
