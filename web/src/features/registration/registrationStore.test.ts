import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeRegistration,
  getRegistration,
  resetRegistration,
  subscribeRegistration,
  updateRegistration,
} from './registrationStore';

afterEach(resetRegistration);

describe('registrationStore', () => {
  it('allows leaving when nothing has been typed', () => {
    expect(getRegistration().canLeavePage).toBe(true);
  });

  it('holds the user on the page when a field has typed data, and frees them when it is cleared', () => {
    updateRegistration((current) => ({ joinRequest: { ...current.joinRequest, firstName: 'Avery' } }));
    expect(getRegistration().canLeavePage).toBe(false);

    updateRegistration((current) => ({ joinRequest: { ...current.joinRequest, firstName: '  ' } }));
    expect(getRegistration().canLeavePage).toBe(true);
  });

  it('keeps the link parameters without holding the user when only they are set', () => {
    updateRegistration(() => ({ eventCode: 'SCOPE2026', redirectFromCompany: 'helixa' }));
    expect(getRegistration()).toMatchObject({
      eventCode: 'SCOPE2026',
      redirectFromCompany: 'helixa',
      canLeavePage: true,
    });
  });

  it('holds the user once a code was sent, until the registration completes', () => {
    updateRegistration(() => ({ email: 'avery@novacura.example', verificationCode: '123456' }));
    expect(getRegistration().canLeavePage).toBe(false);

    completeRegistration({ outcome: 'SIGNED_IN', companyName: 'Novacura', companyRoleType: 'SPONSOR' });

    expect(getRegistration()).toMatchObject({
      email: null,
      verificationCode: null,
      canLeavePage: true,
      result: { outcome: 'SIGNED_IN' },
    });
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRegistration(listener);
    updateRegistration(() => ({ userId: '42' }));
    unsubscribe();
    updateRegistration(() => ({ userId: '43' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
