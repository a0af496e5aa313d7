import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => {
  vi.restoreAllMocks();
});

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/search'] });
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

describe('ScrollToTop', () => {
  it('leaves a fresh load where the browser put it', () => {
    const { scrollTo } = setup();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new path at its top, and keeps the place when only the search params change', async () => {
    const { router, scrollTo } = setup();
    await act(() => router.navigate('/search?type=CRO'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/companies/1'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('leaves Back to the browser', async () => {
    const { router, scrollTo } = setup();
    await act(() => router.navigate('/companies/1'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/search');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
