import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';

export interface FiltersDrawerProps {
  /** How many filters are on: shown on the button, so what narrows the results is never hidden. */
  activeCount: number;
  /** The results the filters currently give; undefined while the first answer is on its way. */
  resultCount: number | undefined;
  /** The facet panel: it changes the search live, as the side panel does on wide screens. */
  children: ReactNode;
}

export function filtersButtonLabel(activeCount: number): string {
  return activeCount > 0 ? `Filters (${activeCount} active)` : 'Filters';
}

export function showResultsLabel(resultCount: number | undefined): string {
  if (resultCount === undefined) return 'Show results';
  return `Show ${resultCount.toLocaleString('en-US')} ${resultCount === 1 ? 'result' : 'results'}`;
}

/**
 * On phones the filters open in a drawer over the results (issue 13). Chakra's drawer traps focus,
 * closes on Escape and gives focus back to the Filters button.
 */
export function FiltersDrawer({ activeCount, resultCount, children }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" width="full" aria-label={filtersButtonLabel(activeCount)}>
          Filters
          {activeCount > 0 ? (
            <Badge colorPalette="blue" variant="solid" size="sm" aria-hidden>
              {activeCount}
            </Badge>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button width="full" onClick={() => setOpen(false)}>
                {showResultsLabel(resultCount)}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
