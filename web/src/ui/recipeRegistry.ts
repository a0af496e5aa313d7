/** A recipe map of Chakra's theme (`theme.recipes` or `theme.slotRecipes`), by component key. */
type RecipeMap = Record<string, object>;

interface RecipeMaps {
  recipes?: RecipeMap;
  slotRecipes?: RecipeMap;
}

const registered: Required<RecipeMaps> = { recipes: {}, slotRecipes: {} };
/** The theme of the app's Chakra system once it exists: Chakra reads its recipe maps on each lookup. */
let liveTheme: RecipeMaps | undefined;

/**
 * Adds a component's recipe to the app's theme. In the browser build each Chakra component module
 * registers its own recipe as it loads (web/build/chakraRecipes.ts), so a recipe ships in the
 * chunk of the components that use it rather than with the first page; elsewhere (tests, the
 * prerender, the dev server) src/ui/system.ts registers them all. It has no imports: Chakra's
 * own modules import it.
 */
export function registerRecipe(key: string, recipe: object, slot: boolean): void {
  const group = slot ? 'slotRecipes' : 'recipes';
  registered[group][key] = recipe;
  if (liveTheme) (liveTheme[group] ??= {})[key] = recipe;
}

/** Makes `theme` (the app's system's, which Chakra reads on each lookup) hold every recipe, now and later. */
export function connectTheme(theme: RecipeMaps): void {
  liveTheme = theme;
  for (const group of ['recipes', 'slotRecipes'] as const) Object.assign((theme[group] ??= {}), registered[group]);
}
