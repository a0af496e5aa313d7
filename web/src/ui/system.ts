import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { connectTheme, registerRecipe } from './recipeRegistry';
import { recipes, slotRecipes } from './themeRecipes';
import { UNUSED_KEYFRAMES, UNUSED_PALETTES } from './unusedPalettes';

// In the browser build each Chakra component registers its own recipe and the unused palettes
// are gone from Chakra's token modules (web/build/chakraRecipes.ts, which makes this true). The
// tests, the prerender and the dev server use Chakra unchanged: the app does both here.
const trimmedByBuild = typeof __CHAKRA_TRIMMED__ !== 'undefined' && __CHAKRA_TRIMMED__;
if (!trimmedByBuild) {
  for (const [key, recipe] of Object.entries(recipes)) registerRecipe(key, recipe, false);
  for (const [key, recipe] of Object.entries(slotRecipes)) registerRecipe(key, recipe, true);
}

// The brand palette: a deep teal-blue. `brand.600` on white is ~6.7:1 and white on
// `brand.600` likewise, so solid buttons and links pass WCAG AA for normal text.
const brandScale = {
  50: '#e6f3f5',
  100: '#c4e2e7',
  200: '#93c9d1',
  300: '#5eaab6',
  400: '#348d9b',
  500: '#1a7482',
  600: '#0f6070',
  700: '#0c4f5d',
  800: '#0a3f4a',
  900: '#072d36',
  950: '#041c22',
} as const;

const brandTokens = Object.fromEntries(Object.entries(brandScale).map(([step, value]) => [step, { value }]));

const config = defineConfig({
  globalCss: {
    // Every Chakra recipe reads `colorPalette`: making the brand the default palette means
    // components pick it up without repeating `colorPalette="brand"` everywhere.
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    keyframes: {
      // The navigation progress bar's sweep (app/NavigationProgress.tsx).
      navigationSweep: {
        from: { transform: 'translateX(-100%)' },
        to: { transform: 'translateX(250%)' },
      },
    },
    tokens: {
      colors: { brand: brandTokens },
      // index.html defines the stack (with its colour emoji fonts) once, for the first paint and the app.
      fonts: {
        heading: { value: 'var(--app-fonts)' },
        body: { value: 'var(--app-fonts)' },
      },
    },
    semanticTokens: {
      colors: {
        // The slots Chakra's recipes expect from a colour palette.
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        },
        // Chakra's defaults (red.500, orange.500) fall below WCAG AA's 4.5:1 for text on white.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
});

const withoutUnusedPalettes = <T extends { colors?: object }>(group: T): T =>
  trimmedByBuild
    ? group
    : {
        ...group,
        colors: Object.fromEntries(
          Object.entries(group.colors ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name)),
        ),
      };

const withoutUnusedKeyframes = (all: typeof keyframes): typeof keyframes =>
  trimmedByBuild ? all : Object.fromEntries(Object.entries(all).filter(([name]) => !UNUSED_KEYFRAMES.includes(name)));

// Chakra's default theme (its `defaultThemeConfig`) with only the palettes and keyframes this app uses, and the
// recipes of the components loaded so far (src/ui/recipeRegistry.ts).
const themeSlice = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes: withoutUnusedKeyframes(keyframes),
    tokens: withoutUnusedPalettes(tokens),
    semanticTokens: withoutUnusedPalettes(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use (~20 ms on a phone): the page's boot
 * (src/renderApp.tsx) asks for it in a task of its own, not while the app's modules evaluate.
 */
export function appSystem(): SystemContext {
  if (!system) {
    system = createSystem(defaultBaseConfig, themeSlice, config);
    connectTheme((system._config.theme ??= {}) as Parameters<typeof connectTheme>[0]);
  }
  return system;
}
