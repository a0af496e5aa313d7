import { Box, Button, Container, Flex, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_PATH } from '../features/dashboard/dashboardUrls';
import { ImpersonationBanner } from '../features/impersonation/components/ImpersonationBanner';
import { fullName } from '../features/user/userLabels';
import { brand } from './brand';
import type { SessionViewer } from './session/sessionContext';
import { useSignOut } from './session/useSignOut';

export interface AppShellProps {
  viewer: SessionViewer;
  children: ReactNode;
}

/** The signed-in frame: header (brand, who is signed in, sign-out), impersonation banner, main. */
export function AppShell({ viewer, children }: AppShellProps) {
  const { signOut, signingOut } = useSignOut();
  // An admin who has not picked a target has no user yet: show the email they signed in with.
  const who = viewer.user ? fullName(viewer.user) : viewer.email;

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="6xl" px={{ base: 4, md: 6 }} py={3}>
          <Flex align="center" justify="space-between" gap={4}>
            <Text asChild fontWeight="bold" fontSize="lg" color="colorPalette.fg" letterSpacing="tight">
              <RouterLink to={DASHBOARD_PATH}>{brand}</RouterLink>
            </Text>
            <Flex align="center" gap={{ base: 2, sm: 4 }} minW={0}>
              <Text truncate fontWeight="medium" data-testid="signed-in-user">
                {who}
              </Text>
              <Button size="sm" variant="outline" loading={signingOut} onClick={() => void signOut()}>
                Sign out
              </Button>
            </Flex>
          </Flex>
        </Container>
      </Box>
      <ImpersonationBanner viewer={viewer} />
      <SkipNavContent />
      <Box as="main" flex="1">
        {children}
      </Box>
    </Flex>
  );
}
