import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { getRegistration, resetRegistration, useRegistration } from '../registrationStore';
import { REGISTRATION_PATHS } from '../registrationUrls';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * `canLeavePage` (spec §4): while the registration holds typed data, leaving the flow inside
 * the app asks first, and reloading or closing the tab triggers the browser's own prompt.
 * Moving between the flow's pages is free. Rendered once by each registration page.
 */
export function LeaveRegistrationGuard() {
  const { canLeavePage } = useRegistration();
  // Read at navigation time, not from the last render: a step may finish the flow and
  // navigate in the same tick.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) => !getRegistration().canLeavePage && !REGISTRATION_PATHS.has(nextLocation.pathname),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const discardOnUnmount = useRef(false);

  useEffect(() => {
    if (canLeavePage) return;
    const warn = (event: BeforeUnloadEvent) => {
      // Read now: a step may finish the flow and leave the page (a provider's sign-in) in one tick.
      if (getRegistration().canLeavePage) return;
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [canLeavePage]);

  // Forget the data only once the page has gone, so it never flashes its "no data" redirect.
  useEffect(
    () => () => {
      if (discardOnUnmount.current) resetRegistration();
    },
    [],
  );

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave registration?"
      description="What you have entered so far will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => {
        discardOnUnmount.current = true;
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
