import { describe, expect, it } from 'vitest';
import { validateInvite } from './inviteValidation';

describe('validateInvite', () => {
  it('asks for every field, a plausible email and the server’s lengths', () => {
    expect(validateInvite({ email: '', subject: ' ', text: '' })).toEqual({
      email: 'Email cannot be empty',
      subject: 'Subject cannot be empty',
      text: 'Message cannot be empty',
    });
    expect(validateInvite({ email: 'not-an-email', subject: 'x'.repeat(201), text: 'y'.repeat(5001) })).toEqual({
      email: 'Enter a valid email address',
      subject: 'Subject must be at most 200 characters.',
      text: 'Message must be at most 5,000 characters.',
    });
    expect(validateInvite({ email: 'a@b.co', subject: 'Hi', text: 'Join us' })).toEqual({});
  });
});
