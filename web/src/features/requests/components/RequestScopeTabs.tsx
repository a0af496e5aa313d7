import { Button, Wrap } from '@chakra-ui/react';
import type { RequestScope } from '../../../__generated__/graphql';

const SCOPES: ReadonlyArray<{ scope: RequestScope; label: string }> = [
  { scope: 'ALL', label: 'All requests' },
  { scope: 'MY', label: 'My requests' },
  { scope: 'COLLEAGUES', label: "Colleagues' requests" },
];

export interface RequestScopeTabsProps {
  current: RequestScope;
  onChange: (scope: RequestScope) => void;
}

/** Spec §3's ALL / MY / COLLEAGUES lists: toggle buttons, the current one pressed (and solid). */
export function RequestScopeTabs({ current, onChange }: RequestScopeTabsProps) {
  return (
    <Wrap role="group" aria-label="Which requests" gap={2}>
      {SCOPES.map(({ scope, label }) => (
        <Button
          key={scope}
          size="sm"
          variant={scope === current ? 'solid' : 'outline'}
          aria-pressed={scope === current}
          onClick={() => onChange(scope)}
        >
          {label}
        </Button>
      ))}
    </Wrap>
  );
}
