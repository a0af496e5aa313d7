import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBrand } from '../shared/config/appConfigContext';
import { HOME_PATH } from '../shared/paths';
import { useSignOut } from '../shared/session/useSignOut';
import { useSession } from '../shared/session/useViewer';
import { fullName } from '../shared/user/userLabels';
import { ChakraScope } from './chakra';
import { ExploreMenu } from './ExploreMenu';
import { PUBLIC_AREAS } from './footerLinks';
import { HeaderNavLink, VisitorActions } from './headerLinks';
import { ShellButton } from './ShellButton';
import { useShellParts } from './useShellParts';

// The drawer (Chakra's Drawer and its dialog machinery) is not in the first route's bundle: it
// loads when the menu button is first pressed.
const NavigationDrawer = lazy(() => import('./NavigationDrawer').then((m) => ({ default: m.NavigationDrawer })));

/**
 * The header: brand, the built screens the viewer may open, and who is signed in (or how to),
 * all on one row. Where that row cannot hold them, the brand and a menu button opening a drawer
 * with the same links and account actions: below 768 px (`md`) for visitors; below 1280 px
 * (`xl`) for signed-in users, whose up to nine links, bell and account need the page column's
 * full 1104 px on one line (labels never wrap: a wrapped header pushed "Sign out" out of it).
 * Plain HTML with the shell's static CSS (ui/shell.css), so it renders before Chakra has loaded;
 * the features' controls (the bell) and the drawer are Chakra's, in scopes of their own.
 */
export function AppHeader() {
  const brand = useBrand();
  const { status, viewer } = useSession();
  const { signOut, signingOut } = useSignOut();
  const location = useLocation();
  // The drawer is open on the page it was opened on: following a link (or signing out, or going
  // back) closes it without an effect watching the location. Null until first opened; from then
  // on the drawer stays mounted, so it can animate closed.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  // An admin who has not picked a target has no user yet: show the email they signed in with.
  const who = viewer ? (viewer.user ? fullName(viewer.user) : viewer.email) : null;
  // The features' links and controls (the bell) load after the first paint (useShellParts.ts).
  // Signed out, the screens open to everyone (search) are linked too.
  const parts = useShellParts();
  const links = status === 'ready' && parts ? parts.navigationLinks(viewer) : [];
  // Whether the row will hold links, known before they arrive: every viewer gets some (search),
  // except an admin who has not picked whom to act as. The name beside them must not flicker.
  const hasLinks = parts ? links.length > 0 : status === 'ready' && !viewer?.needsImpersonationTarget;
  const wide = viewer ? 'xl' : 'md';
  // The same links and account actions fill the header row and the drawer.
  const navItems = links.map((link) => (
    <HeaderNavLink key={link.to} to={link.to}>
      {link.label}
    </HeaderNavLink>
  ));
  // Visitors reach every public area: those the features do not link in the row are under
  // "Explore" (its own disclosure in the row, plain links in the drawer). docs/contact.md.
  const explore =
    !viewer && links.length > 0 ? PUBLIC_AREAS.filter((area) => !links.some((l) => l.to === area.to)) : [];
  const exploreItems = explore.map((area) => (
    <HeaderNavLink key={area.to} to={area.to}>
      {area.label}
    </HeaderNavLink>
  ));
  const account = viewer ? (
    <>
      {/* Beside the links the page column has no room for the name (nine links, the bell and Sign
          out fill its 1104 px): the row shows it only without links (an admin choosing whom to
          act as), the drawer always, and Sign out says it on hover. */}
      <p className={hasLinks ? `shell-who shell-from-${wide}` : 'shell-who'}>{who}</p>
      <ShellButton
        size="sm"
        variant="outline"
        loading={signingOut}
        onClick={() => void signOut()}
        title={who ?? undefined}
      >
        Sign out
      </ShellButton>
    </>
  ) : (
    <VisitorActions />
  );

  return (
    <header className="shell-header">
      <div className="shell-container">
        <div className="shell-row">
          <RouterLink className="shell-brand" to={HOME_PATH}>
            {brand}
          </RouterLink>
          {links.length > 0 ? (
            <nav aria-label="Main" className={`shell-nav shell-below-${wide}`}>
              {navItems}
              <ExploreMenu links={explore} />
            </nav>
          ) : null}
          {status === 'ready' ? (
            <div className={`shell-actions shell-actions-${wide}`}>
              {/* The features' controls (the bell) stay in the row at every width, beside the account. */}
              {viewer && parts && parts.headerItems.length > 0 ? (
                <Suspense fallback={null}>
                  <ChakraScope>
                    {parts.headerItems.map((Item, index) => (
                      <Item key={index} viewer={viewer} />
                    ))}
                  </ChakraScope>
                </Suspense>
              ) : null}
              <nav aria-label="Account" className={`shell-account shell-below-${wide}`}>
                {account}
              </nav>
              <ShellButton
                ref={menuButton}
                variant="ghost"
                className={`shell-from-${wide}`}
                aria-label="Open menu"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpenAt(location.key)}
              >
                {/* Drawn inline (the button sizes it): an icon component would add to the first route. */}
                <svg
                  aria-hidden="true"
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M3 6h18M3 12h18M3 18h18" />
                </svg>
              </ShellButton>
            </div>
          ) : null}
        </div>
      </div>
      {menuOpenAt !== null ? (
        <Suspense fallback={null}>
          <NavigationDrawer
            open={menuOpen}
            onClose={() => setMenuOpenAt('')}
            returnFocusTo={menuButton}
            links={navItems.length > 0 ? [...navItems, ...exploreItems] : null}
            account={account}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
