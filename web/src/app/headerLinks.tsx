import { Button, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH, SUBSCRIPTIONS_PATH } from '../shared/paths';

export interface HeaderNavLinkProps {
  to: string;
  children: ReactNode;
}

/** A link of the main navigation, marked as the current page where it leads (header and drawer). */
export function HeaderNavLink({ to, children }: HeaderNavLinkProps) {
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

/** A visitor's ways in: pricing, sign in and join (a row in the header, a column in the drawer). */
export function VisitorActions() {
  return (
    <>
      <Button asChild size="sm" variant="ghost">
        <RouterLink to={SUBSCRIPTIONS_PATH}>Pricing</RouterLink>
      </Button>
      <Button asChild size="sm" variant="ghost">
        <RouterLink to={LOGIN_PATH}>Sign in</RouterLink>
      </Button>
      <Button asChild size="sm">
        <RouterLink to={REGISTER_PATH}>Join now</RouterLink>
      </Button>
    </>
  );
}
