import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH, SUBSCRIPTIONS_PATH } from '../shared/paths';
import { shellButtonClass } from './ShellButton';

export interface HeaderNavLinkProps {
  to: string;
  children: ReactNode;
}

/** A link of the main navigation, marked as the current page where it leads (header and drawer). */
export function HeaderNavLink({ to, children }: HeaderNavLinkProps) {
  return (
    <NavLink className="shell-link shell-nav-link" to={to} end>
      {children}
    </NavLink>
  );
}

/** A visitor's ways in: pricing, sign in and join (a row in the header, a column in the drawer). */
export function VisitorActions() {
  return (
    <>
      <RouterLink className={shellButtonClass({ size: 'sm', variant: 'ghost' })} to={SUBSCRIPTIONS_PATH}>
        Pricing
      </RouterLink>
      <RouterLink className={shellButtonClass({ size: 'sm', variant: 'ghost' })} to={LOGIN_PATH}>
        Sign in
      </RouterLink>
      <RouterLink className={shellButtonClass({ size: 'sm' })} to={REGISTER_PATH}>
        Join now
      </RouterLink>
    </>
  );
}
