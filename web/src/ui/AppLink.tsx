import { Link } from '@chakra-ui/react';
import type { LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { To } from 'react-router';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: To;
}

/** A Chakra-styled link that navigates inside the app (no full page load). */
export function AppLink({ to, children, ...props }: AppLinkProps) {
  return (
    <Link asChild color="colorPalette.fg" fontWeight="medium" {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
