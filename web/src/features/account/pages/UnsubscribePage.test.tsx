import { fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { userError } from '../testing/accountMocks';
import { UnsubscribePage, UnsubscribePageDocument } from './UnsubscribePage';

const routes = [{ path: '/unsubscribe', element: <UnsubscribePage /> }];

function unsubscribeMock(token: string, success: boolean): MockLink.MockedResponse {
  return {
    request: { query: UnsubscribePageDocument, variables: { token } },
    result: {
      data: {
        unsubscribeFromEmails: {
          __typename: 'UnsubscribeFromEmailsPayload',
          success,
          errors: success ? [] : [userError('token is invalid', 'token')],
        },
      },
    },
  };
}

describe('UnsubscribePage', () => {
  it('unsubscribes after the visitor confirms, and links to the preferences', async () => {
    renderRoutes('/unsubscribe?token=7.abc', routes, [unsubscribeMock('7.abc', true)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toContain('no longer receive emails');
    expect(screen.getByRole('link', { name: 'your email preferences' }).getAttribute('href')).toBe(
      '/my-account?tab=emails',
    );
  });

  it('says when the link is invalid', async () => {
    renderRoutes('/unsubscribe?token=forged', routes, [unsubscribeMock('forged', false)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This unsubscribe link is invalid.');
  });

  it('offers nothing to click without a token', async () => {
    renderRoutes('/unsubscribe', routes, []);
    expect((await screen.findByRole('alert')).textContent).toContain('incomplete');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
