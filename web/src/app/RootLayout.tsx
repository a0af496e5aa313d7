import { Outlet } from 'react-router';
import { SessionProvider } from './session/SessionProvider';

/** Wraps every route: the session is loaded once, above all pages. */
export function RootLayout() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
