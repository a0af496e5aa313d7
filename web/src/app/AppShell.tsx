import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useSession } from '../shared/session/useViewer';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { ChakraScope } from './chakra';
import { LiveUpdates } from './live/LiveUpdates';
import { useShellParts } from './useShellParts';

export interface AppShellProps {
  children: ReactNode;
}

/**
 * The frame of every shell route: header and navigation, the features' banners (impersonation),
 * main, the footer. Plain HTML with the shell's static CSS (ui/shell.css); the features' parts are Chakra's.
 */
export function AppShell({ children }: AppShellProps) {
  const { viewer } = useSession();
  // The features' banners load with the header's links, after the first paint.
  const parts = useShellParts();
  return (
    <div className="shell-frame">
      <a href="#chakra-skip-nav" className="shell-skip">
        Skip to content
      </a>
      <AppHeader />
      {viewer && parts && parts.shellBanners.length > 0 ? (
        <Suspense fallback={null}>
          <ChakraScope>
            {parts.shellBanners.map((Banner, index) => (
              <Banner key={index} viewer={viewer} />
            ))}
          </ChakraScope>
        </Suspense>
      ) : null}
      {viewer ? <LiveUpdates viewer={viewer} /> : null}
      <div id="chakra-skip-nav" tabIndex={-1} style={{ outline: 0 }} />
      <main className="shell-main">{children}</main>
      <AppFooter />
    </div>
  );
}
