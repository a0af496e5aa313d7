import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/renderUi';
import { Pager } from './Pager';

describe('Pager', () => {
  it('pages back and forth, counting pages from 1 for people', () => {
    const onPageChange = vi.fn();
    renderUi(<Pager page={1} totalPages={3} onPageChange={onPageChange} />);

    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeDefined();
    expect(screen.getByText('Page 2 of 3')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[0], [2]]);
  });

  it('disables the way past either end', () => {
    renderUi(<Pager page={0} totalPages={1} onPageChange={() => undefined} />);

    expect(screen.getByText('Page 1 of 1')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders nothing on a single first page when asked to hide it', () => {
    renderUi(<Pager page={0} totalPages={1} onPageChange={() => undefined} hideSinglePage />);

    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('reads a page past the end as the last one, and goes back to it', () => {
    const onPageChange = vi.fn();
    renderUi(<Pager page={5} totalPages={2} onPageChange={onPageChange} hideSinglePage />);

    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
