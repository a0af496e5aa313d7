import { Box, Button, Container, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import type { ReactNode } from 'react';
import { useBrand } from '../shared/config/appConfigContext';
import { HOME_PATH, REGISTER_PATH, SUBSCRIPTIONS_PATH, LOGIN_PATH } from '../shared/paths';
import { useSignOut } from '../shared/session/useSignOut';
import { useSession } from '../shared/session/useViewer';
import { fullName } from '../shared/user/userLabels';
import { navigationLinks } from './navigation';

function HeaderNavLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      fontWeight="medium"
      color="fg.muted"
      _hover={{ color: 'fg' }}
      _currentPage={{ color: 'colorPalette.fg' }}
    >
      <NavLink to={to} end>
        {children}
      </NavLink>
    </Link>
  );
}

/** The header: brand, the built screens the viewer may open, and who is signed in (or how to). */
export function AppHeader() {
  const brand = useBrand();
  const { status, viewer } = useSession();
  const { signOut, signingOut } = useSignOut();
  // An admin who has not picked a target has no user yet: show the email they signed in with.
  const who = viewer ? (viewer.user ? fullName(viewer.user) : viewer.email) : null;
  // Signed out, the screens open to everyone (search) are linked too.
  const links = status === 'ready' ? navigationLinks(viewer) : [];

  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px">
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={3}>
        <Flex align="center" justify="space-between" gap={{ base: 2, sm: 4 }} wrap="wrap">
          <Text asChild fontWeight="bold" fontSize="lg" color="colorPalette.fg" letterSpacing="tight">
            <RouterLink to={HOME_PATH}>{brand}</RouterLink>
          </Text>
          {links.length > 0 ? (
            // Narrow windows give the links a full-width row of their own (wrapping), after the
            // brand and the account controls, so nothing overflows sideways.
            <Flex
              as="nav"
              aria-label="Main"
              order={{ base: 3, lg: 0 }}
              w={{ base: 'full', lg: 'auto' }}
              wrap="wrap"
              columnGap={{ base: 4, sm: 5 }}
              rowGap={1}
              me="auto"
              ms={{ base: 0, lg: 4 }}
            >
              {links.map((link) => (
                <HeaderNavLink key={link.to} to={link.to}>
                  {link.label}
                </HeaderNavLink>
              ))}
            </Flex>
          ) : null}
          {viewer ? (
            <Flex align="center" gap={{ base: 2, sm: 4 }} minW={0}>
              <Text truncate fontWeight="medium" maxW={{ base: '10rem', md: '16rem' }} data-testid="signed-in-user">
                {who}
              </Text>
              <Button size="sm" variant="outline" loading={signingOut} onClick={() => void signOut()}>
                Sign out
              </Button>
            </Flex>
          ) : status === 'ready' ? (
            <Flex as="nav" aria-label="Account" align="center" gap={{ base: 2, sm: 3 }}>
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={SUBSCRIPTIONS_PATH}>Pricing</RouterLink>
              </Button>
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={LOGIN_PATH}>Sign in</RouterLink>
              </Button>
              <Button asChild size="sm">
                <RouterLink to={REGISTER_PATH}>Join now</RouterLink>
              </Button>
            </Flex>
          ) : null}
        </Flex>
      </Container>
    </Box>
  );
}
