import { act, fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import type { MessageEmailFrequency } from '../../../__generated__/graphql';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import { accountRoutes, userError } from '../testing/accountMocks';
import { EmailPreferencesFormSaveDocument } from './EmailPreferencesForm';
import { EmailPreferencesTabQueryDocument } from './EmailPreferencesTab';

interface Prefs {
  messages: MessageEmailFrequency;
  notifications: boolean;
  matches: boolean;
  watchedCompanies: boolean;
  unsubscribedAt: string | null;
}

const prefs = (overrides: Partial<Prefs> = {}): Prefs => ({
  messages: 'DIGEST_15_MIN',
  notifications: true,
  matches: true,
  watchedCompanies: true,
  unsubscribedAt: null,
  ...overrides,
});

const queryMock = (value: Prefs): MockLink.MockedResponse => ({
  request: { query: EmailPreferencesTabQueryDocument },
  result: { data: { emailPreferences: { __typename: 'EmailPreferences', ...value } } },
});

function saveMock(input: Omit<Prefs, 'unsubscribedAt'>, errors: ReturnType<typeof userError>[] = []) {
  return {
    request: { query: EmailPreferencesFormSaveDocument, variables: { input } },
    result: {
      data: {
        updateEmailPreferences: {
          __typename: 'UpdateEmailPreferencesPayload',
          emailPreferences: errors.length ? null : { __typename: 'EmailPreferences', ...input, unsubscribedAt: null },
          errors,
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

const open = (mocks: MockLink.MockedResponse[], viewer = buildViewer()) =>
  renderRoutes('/my-account?tab=emails', accountRoutes, [appViewerMock(viewer), ...mocks]);

describe('EmailPreferencesTab', () => {
  it('shows the saved preferences and saves changed ones with feedback', async () => {
    open([
      queryMock(prefs()),
      saveMock({ messages: 'DAILY', notifications: false, matches: true, watchedCompanies: true }),
    ]);
    const daily = await screen.findByRole('radio', { name: 'At most one such email a day' });
    expect((screen.getByRole('radio', { name: /still unread 15 minutes/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Message digests: how often we email you about unread messages')).toBeDefined();
    fireEvent.click(daily);
    fireEvent.click(screen.getByRole('checkbox', { name: /Requests to join your company and other alerts/ }));
    // Nothing sends product news, so no setting offers it.
    expect(screen.queryByRole('checkbox', { name: /news/i })).toBeNull();
    // The other notifications, and the matchmaking and watched-companies switches (a switch is a
    // checkbox to assistive technology).
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    // Chakra's (Zag's) controls report a change a task after the click.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'Save email preferences' }));
    expect(await screen.findByText('Your email preferences have been saved.')).toBeDefined();
  });

  it('turns changes to watched companies off with its switch', async () => {
    open([
      queryMock(prefs()),
      saveMock({ messages: 'DIGEST_15_MIN', notifications: true, matches: true, watchedCompanies: false }),
    ]);
    const toggle = await screen.findByRole('checkbox', { name: 'Changes to companies in my watchlists' });
    fireEvent.click(toggle);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'Save email preferences' }));
    expect(await screen.findByText('Your email preferences have been saved.')).toBeDefined();
  });

  it('turns matching requests and capability alerts off with its switch', async () => {
    open([
      queryMock(prefs()),
      saveMock({ messages: 'DIGEST_15_MIN', notifications: true, matches: false, watchedCompanies: true }),
    ]);
    const toggle = await screen.findByRole('checkbox', { name: 'Matching requests and capability alerts' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save email preferences' }));
    expect(await screen.findByText('Your email preferences have been saved.')).toBeDefined();
  });

  it('shows the error the api answers', async () => {
    const error = userError('messages is invalid', 'messages');
    open([
      queryMock(prefs()),
      saveMock({ messages: 'DIGEST_15_MIN', notifications: true, matches: true, watchedCompanies: true }, [error]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save email preferences' }));
    expect((await screen.findByRole('alert')).textContent).toContain('messages is invalid');
    expect(screen.queryByText('Your email preferences have been saved.')).toBeNull();
  });

  it('says that saving lifts an unsubscribe made from a mail', async () => {
    open([queryMock(prefs({ unsubscribedAt: '2026-03-01T10:00:00.000Z' }))]);
    expect(await screen.findByText(/You unsubscribed from all emails/)).toBeDefined();
  });

  it('is read-only while an admin acts as the user', async () => {
    const viewer = buildViewer({ isImpersonated: true, permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT'] });
    open([queryMock(prefs({ messages: 'OFF' }))], viewer);
    expect(await screen.findByText(/not while acting as them/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save email preferences' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Never email me about messages' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
