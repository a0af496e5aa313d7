import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a Chakra checkbox, switch or radio shows as checked in what React rendered.
 * A click flips the hidden native input at once, while the component's state (and the form state
 * behind it) follows a task later: submitting on `input.checked` alone races that update on a
 * busy machine and sends the old value.
 */
export async function waitForChecked(input: HTMLElement): Promise<void> {
  await waitFor(() =>
    expect(input.closest('[data-part="root"], [data-part="item"]')?.getAttribute('data-state')).toBe('checked'),
  );
}
