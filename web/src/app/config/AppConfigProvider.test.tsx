import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfigMock, appViewerMock, faqPageMock, graphQLError } from '../../test/mocks';
import { buildAppConfig } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { AppConfigQueryDocument } from './AppConfigProvider';

describe('AppConfigProvider', () => {
  it('shows the error with a retry, and the app once the retry succeeds, when the settings cannot be loaded', async () => {
    const failing = {
      request: { query: AppConfigQueryDocument },
      error: new Error('connect ECONNREFUSED 127.0.0.1:4000'),
    };
    renderApp('/faq', { mocks: [faqPageMock(), failing, appConfigMock(), appViewerMock(null)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeDefined();
    expect(document.body.textContent).not.toContain('ECONNREFUSED');
    expect(screen.getByText("We couldn't load Trialbridge. Check your connection and try again.")).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeDefined();
  });

  it('says to wait a moment, not to check the connection, when the server answered with an error', async () => {
    const failing = {
      request: { query: AppConfigQueryDocument },
      result: graphQLError('Something went wrong.', 'INTERNAL_SERVER_ERROR'),
    };
    renderApp('/faq', { mocks: [faqPageMock(), failing] });

    expect(await screen.findByText("We couldn't load Trialbridge. Try again in a moment.")).toBeDefined();
  });

  it('uses the configured brand in the header and titles when it is loaded', async () => {
    renderApp('/faq', {
      mocks: [faqPageMock(), appConfigMock(buildAppConfig({ brandName: 'Acme Research' })), appViewerMock(null)],
    });

    expect(await screen.findByRole('link', { name: 'Acme Research' })).toBeDefined();
    expect(document.title).toBe('Frequently asked questions | Acme Research');
  });
});
