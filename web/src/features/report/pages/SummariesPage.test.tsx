import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { summariesMock } from '../testing/reportMocks';

describe('SummariesPage', () => {
  it('lists each report to a visitor with its headline figure, linked to the report', async () => {
    renderApp('/summaries', { mocks: [appViewerMock(null), summariesMock()] });

    const link = await screen.findByRole('link', { name: 'Companies by therapeutic area and region' });
    expect(link.getAttribute('href')).toBe('/summaries/reports/companies-by-area-and-region');
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByText('1,001')).toBeDefined();
    expect(within(cards[0] as HTMLElement).getByText('Active companies')).toBeDefined();
    // A withheld headline says so instead of a number.
    expect(within(cards[1] as HTMLElement).getByText('Fewer than 3')).toBeDefined();
  });
});
