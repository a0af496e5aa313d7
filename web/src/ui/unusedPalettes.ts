/**
 * Palettes of Chakra's default theme that nothing here uses (no `colorPalette`, no token, no
 * recipe's status): each is ~20 colour tokens and their CSS variables, built on every page load.
 * The browser build leaves them out of Chakra's token files (web/build/chakraRecipes.ts), and
 * src/ui/system.ts out of the theme everywhere else.
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'purple', 'pink', 'cyan'];

/**
 * Keyframes of Chakra's default theme that no component here animates with: `ping` and `bounce`
 * (no recipe uses them), the width collapse (no recipe) and the circular progress (no
 * ProgressCircle). Left out like the palettes, by both: the prerendered pages' global styles must
 * be the browser's to the byte, or the app cannot reuse them and inserts its own ~36 KB copy.
 */
export const UNUSED_KEYFRAMES: readonly string[] = [
  'ping',
  'bounce',
  'expand-width',
  'collapse-width',
  'circular-progress',
];
