import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSession } from '../shared/session/useViewer';
import { AppHeader } from './AppHeader';
import { LiveUpdates } from './live/LiveUpdates';
import { useShellParts } from './useShellParts';

export interface AppShellProps {
  children: ReactNode;
}

/** The frame of every shell route: header and navigation, the features' banners (impersonation), main. */
export function AppShell({ children }: AppShellProps) {
  const { viewer } = useSession();
  // The features' banners load with the header's links, after the first paint.
  const parts = useShellParts();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <AppHeader />
      {viewer && parts ? parts.shellBanners.map((Banner, index) => <Banner key={index} viewer={viewer} />) : null}
      {viewer ? <LiveUpdates viewer={viewer} /> : null}
      <SkipNavContent />
      <Box as="main" flex="1">
        {children}
      </Box>
    </Flex>
  );
}
