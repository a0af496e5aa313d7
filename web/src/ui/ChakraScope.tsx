import { ChakraProvider } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import { css, Global } from '@emotion/react';
import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { appSystem } from './system';

export { appSystem };

let globalStyles: readonly [layerOrder: SerializedStyles, global: SerializedStyles] | undefined;

/**
 * Chakra's page-wide styles as Emotion's serialized styles, made once. Emotion's Global would
 * serialize ~35 KB of CSS (every token's variable) inside the render that mounts it, one unit of
 * work React cannot slice; the boot makes them here in a task of their own (`prepareChakra`).
 * Serializing what is already serialized gives the same name, so a prerendered page's copy in
 * the head is still found and reused.
 */
function chakraGlobalStyles() {
  const system = appSystem();
  globalStyles ??= [css(system.layers.atRule), css(system._global)];
  return globalStyles;
}

/**
 * Chakra's page-wide styles (its layer order, reset, tokens and global CSS), mounted once for
 * the page (app/chakra.ts): what ChakraProvider renders besides its context, made ahead.
 */
export function ChakraGlobals() {
  const [layerOrder, global] = chakraGlobalStyles();
  return (
    <>
      <Global styles={layerOrder} />
      <Global styles={global} />
    </>
  );
}

/**
 * Builds Chakra's system, then its page-wide styles, each in a task of its own, while the boot
 * queries are on the network: neither then runs inside the page's first render.
 */
export function prepareChakra() {
  setTimeout(() => {
    appSystem();
    setTimeout(chakraGlobalStyles, 0);
  }, 0);
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
