import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top. Only a change of path counts: a page's own search params (filters,
 * paging) keep the place, as they are the same page. Back and Forward (POP) and a fresh load are
 * left to the browser, so nothing scrolls the page while the user is already reading or clicking it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new path scrolls; the navigation type is read as it was for that path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
