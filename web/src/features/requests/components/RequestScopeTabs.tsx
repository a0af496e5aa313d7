import { Box, Flex } from '@chakra-ui/react';
import type { RequestScope } from '../../../__generated__/graphql';

const TABS: ReadonlyArray<{ scope: RequestScope; label: string }> = [
  { scope: 'ALL', label: 'All requests' },
  { scope: 'MY', label: 'My requests' },
  { scope: 'COLLEAGUES', label: "Colleagues' requests" },
];

export interface RequestScopeTabsProps {
  current: RequestScope;
  onChange: (scope: RequestScope) => void;
}

/** Spec §3's ALL / MY / COLLEAGUES lists, as a row of toggle buttons (the current one pressed). */
export function RequestScopeTabs({ current, onChange }: RequestScopeTabsProps) {
  return (
    <Flex role="group" aria-label="Which requests" gap={6} borderBottomWidth="1px" overflowX="auto">
      {TABS.map((tab) => {
        const active = tab.scope === current;
        return (
          <Box
            key={tab.scope}
            asChild
            py={2}
            mb="-1px"
            whiteSpace="nowrap"
            fontWeight="medium"
            cursor="pointer"
            borderBottomWidth="2px"
            borderColor={active ? 'colorPalette.solid' : 'transparent'}
            color={active ? 'fg' : 'fg.muted'}
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <button type="button" aria-pressed={active} onClick={() => onChange(tab.scope)}>
              {tab.label}
            </button>
          </Box>
        );
      })}
    </Flex>
  );
}
