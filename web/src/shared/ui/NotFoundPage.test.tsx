import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../test/factories';
import { appViewerMock } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';

describe('NotFoundPage', () => {
  it('offers a signed-in member their dashboard', async () => {
    renderApp('/no-such-page', { mocks: [appViewerMock(buildViewer())] });

    expect((await screen.findByRole('link', { name: 'Go to Dashboard.' })).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Click here to go back to the homepage.' })).toBeNull();
  });

  it('offers a visitor the homepage', async () => {
    renderApp('/no-such-page', { mocks: [appViewerMock(null)] });

    expect(
      (await screen.findByRole('link', { name: 'Click here to go back to the homepage.' })).getAttribute('href'),
    ).toBe('/');
  });
});
