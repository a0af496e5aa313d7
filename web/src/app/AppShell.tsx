import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ImpersonationBanner } from '../features/impersonation/components/ImpersonationBanner';
import { AppHeader } from './AppHeader';
import { useSession } from './session/useViewer';

export interface AppShellProps {
  children: ReactNode;
}

/** The frame of every shell route: header and navigation, impersonation banner, main. */
export function AppShell({ children }: AppShellProps) {
  const { viewer } = useSession();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <AppHeader />
      {viewer ? <ImpersonationBanner viewer={viewer} /> : null}
      <SkipNavContent />
      <Box as="main" flex="1">
        {children}
      </Box>
    </Flex>
  );
}
