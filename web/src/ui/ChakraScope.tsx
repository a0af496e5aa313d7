import { ChakraProvider } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from './system';

export { appSystem };

/**
 * Chakra's page-wide styles (its reset, tokens and global CSS, in its layers), mounted once for
 * the page (app/chakra.ts). ChakraProvider renders them; with no children it renders nothing else.
 */
export function ChakraGlobals() {
  return <ChakraProvider value={appSystem()}>{null}</ChakraProvider>;
}

let scopeSystem: SystemContext | undefined;

/**
 * The system as a scope's context: the same system, without the page-wide styles, which
 * ChakraProvider would otherwise insert again for every scope (it reads only these two fields
 * for them, @chakra-ui/react's styled-system/provider.js).
 */
function contextOnly(): SystemContext {
  const system = appSystem();
  scopeSystem ??= { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
  return scopeSystem;
}

export interface ChakraScopeProps {
  children: ReactNode;
}

/**
 * Where Chakra's components may render: pages, modals, the drawer and the features' shell parts.
 * The shell itself (header, loading and error screens) is plain HTML with static CSS
 * (ui/shell.css), so the first route carries no Chakra.
 */
export function ChakraScope({ children }: ChakraScopeProps) {
  return <ChakraProvider value={contextOnly()}>{children}</ChakraProvider>;
}
