import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { ChakraScope } from '../ui/ChakraScope';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The header's links. */
  links: ReactNode;
  /** The header's account actions (who is signed in and sign out, or the ways in). */
  account: ReactNode;
}

/**
 * The narrow-window menu: the header's links and account actions in a drawer from the right.
 * Escape, the backdrop and the close button close it; Chakra's dialog traps focus inside while
 * open and returns it to the menu button. It takes its content from the header and imports
 * nothing of the app's, so its chunk carries only Chakra's drawer: importing the header's
 * modules made the bundler split the first route into more, heavier chunks.
 */
export function NavigationDrawer({ open, onClose, returnFocusTo, links, account }: NavigationDrawerProps) {
  return (
    <ChakraScope>
      <Drawer.Root
        open={open}
        placement="end"
        size="xs"
        onOpenChange={(details) => !details.open && onClose()}
        finalFocusEl={() => returnFocusTo.current}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              {/* Boxes, not Stacks: a layout component shared with the header splits its chunk out. */}
              <Drawer.Body display="flex" flexDirection="column" gap={5}>
                {links ? (
                  <Box as="nav" aria-label="Main" display="flex" flexDirection="column" alignItems="flex-start" gap={3}>
                    {links}
                  </Box>
                ) : null}
                <Box display="flex" flexDirection="column" gap={3} borderTopWidth="1px" pt={5}>
                  {account}
                </Box>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraScope>
  );
}
