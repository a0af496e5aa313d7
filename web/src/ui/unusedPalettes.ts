/**
 * Palettes of Chakra's default theme that nothing here uses (no `colorPalette`, no token, no
 * recipe's status): each is ~20 colour tokens and their CSS variables, built on every page load.
 * The browser build leaves them out of Chakra's token files (web/build/chakraRecipes.ts), and
 * src/ui/system.ts out of the theme everywhere else.
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'purple', 'pink', 'cyan'];
