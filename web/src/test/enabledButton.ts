import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Finds a button and waits until it is enabled: a button that depends on data still loading
 * (the compare list's toggle) renders disabled first, and a click on it then does nothing.
 */
export async function findEnabledButton(name: string, options: { timeout?: number } = {}): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name }, options);
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), options);
  return button;
}
