import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { failedOutcome } from '../testing/socialSignInMocks';
import type { SocialSignInOutcome } from '../useSocialSignIn';
import { SocialSignInNotice } from './SocialSignInNotice';

function outcome(fields: Partial<SocialSignInOutcome> & Pick<SocialSignInOutcome, 'status'>): SocialSignInOutcome {
  return {
    provider: 'MICROSOFT',
    email: 'ada@northwind.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    message: null,
    code: null,
    ...fields,
  };
}

describe('SocialSignInNotice', () => {
  it('explains the link to make, with a way out', () => {
    const onDismiss = vi.fn();
    renderUi(<SocialSignInNotice outcome={outcome({ status: 'LINK_REQUIRED' })} onDismiss={onDismiss} />);

    expect(screen.getByRole('status').textContent).toContain(
      'Microsoft signs you in as ada@northwind.test, which already has a Trialbridge account. Sign in with your password once to link Microsoft; after that, “Continue with Microsoft” signs you in.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not you? Cancel' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('invites a new email to register', () => {
    renderUi(<SocialSignInNotice outcome={outcome({ status: 'REGISTRATION', provider: 'GOOGLE' })} />);

    expect(screen.getByRole('status').textContent).toBe(
      'No Trialbridge account uses ada@northwind.test yet. Register below: Google is linked to your account when you finish.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a failure in the bff's words, announced and focused", () => {
    renderUi(<SocialSignInNotice outcome={outcome({ ...failedOutcome, email: null })} />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(failedOutcome.message);
    expect(document.activeElement).toBe(alert);
  });
});
