import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../__generated__';
import { renderUi } from '../../../test/renderUi';
import { DirectoryFiguresSection, DirectoryFiguresSection_figures } from './DirectoryFiguresSection';
import { FIGURE_ROWS } from './FigureList';

const FIGURES = {
  __typename: 'DirectoryFigures' as const,
  companies: 1001,
  byType: [
    { __typename: 'DirectoryFigure' as const, code: '2', label: 'Clinical Trial Site/Site Network', count: 219 },
    { __typename: 'DirectoryFigure' as const, code: '1', label: 'Clinical Trial Sponsor', count: 201 },
  ],
  byRegion: Array.from({ length: 9 }, (_, i) => ({
    __typename: 'DirectoryFigure' as const,
    code: String(40 + i),
    label: `Region ${i}`,
    count: 100 - i,
  })),
};

const show = (props: Parameters<typeof DirectoryFiguresSection>[0]) =>
  renderUi(
    <MemoryRouter>
      <DirectoryFiguresSection {...props} />
    </MemoryRouter>,
  );

describe('DirectoryFiguresSection', () => {
  it('links every figure to search with its filter, and the total to all of search', () => {
    show({ figures: makeFragmentData(FIGURES, DirectoryFiguresSection_figures), failed: false });
    expect(screen.getByRole('link', { name: '1,001 companies' }).getAttribute('href')).toBe('/search');
    const types = within(screen.getByRole('region', { name: 'By business type' }));
    expect(types.getByRole('link', { name: 'Clinical Trial Sponsor: 201 companies' }).getAttribute('href')).toBe(
      '/search?companyRoleIds=1',
    );
    const regions = within(screen.getByRole('region', { name: 'By region' })).getAllByRole('link');
    // No more rows than the loading state reserved.
    expect(regions).toHaveLength(FIGURE_ROWS);
    expect(regions[0]?.getAttribute('href')).toBe('/search?regionsIds=40');
  });

  it('keeps the rows in place while loading, with no number in them', () => {
    show({ figures: undefined, failed: false });
    expect(screen.getByRole('region', { name: 'The directory today' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'The directory today' }).textContent).not.toMatch(/\d/);
  });

  it('says in a line that the figures are unavailable when they cannot be read', () => {
    show({ figures: undefined, failed: true });
    expect(screen.getByText("The directory's figures are not available right now.")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'By business type' })).toBeNull();
  });
});
