import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderModalProbe } from '../../test/modalProbe';

async function openReminder(kind: 'FREE_TRIAL' | 'GRACE_PERIOD', daysLeft: number) {
  const modals = await renderModalProbe();
  act(() => {
    modals().open('freeTrial', { kind, daysLeft });
  });
  return screen.findByRole('dialog', { name: kind === 'FREE_TRIAL' ? 'Your trial ends soon' : 'Payment needed' });
}

describe('FreeTrialModal', () => {
  // Spec §4 counts today and the last day: the end is `daysLeft - 1` days away.
  it('keeps the count and says the trial ends tomorrow when 2 days are left', async () => {
    const dialog = await openReminder('FREE_TRIAL', 2);
    expect(within(dialog).getByText('2 days left')).toBeDefined();
    expect(within(dialog).getByText('Your free trial ends tomorrow.')).toBeDefined();
  });

  it('says the trial ends today on its last day', async () => {
    const dialog = await openReminder('FREE_TRIAL', 1);
    expect(within(dialog).getByText('1 day left')).toBeDefined();
    expect(within(dialog).getByText('Your free trial ends today.')).toBeDefined();
  });

  it('names no day further ahead, where the count says enough', async () => {
    const dialog = await openReminder('FREE_TRIAL', 3);
    expect(within(dialog).getByText('3 days left')).toBeDefined();
    expect(within(dialog).queryByText(/ends (today|tomorrow)/)).toBeNull();
  });

  it('says the same of a grace period', async () => {
    const dialog = await openReminder('GRACE_PERIOD', 2);
    expect(within(dialog).getByText('Your grace period ends tomorrow.')).toBeDefined();
  });
});
