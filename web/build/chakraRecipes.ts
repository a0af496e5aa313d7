import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** `name: nameRecipe,` / `name: nameSlotRecipe,` — one entry of a recipe map. */
const RECIPE_ENTRY = /^\s*(\w+): \w+Recipe,?$/gm;
/** How a Chakra component names the recipe it is styled by: `{ key: "button" }`. */
const RECIPE_KEY = /\bkey: "([\w-]+)"/g;
const COMPONENT_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]/;

/** The keys of a recipe map written as `key: someRecipe,` lines (ours, and Chakra's defaults). */
export function readRecipeKeys(source: string): Set<string> {
  return new Set([...source.matchAll(RECIPE_ENTRY)].map((match) => match[1] ?? ''));
}

/** The recipe keys a Chakra component module looks up. */
export function recipeKeysUsedBy(componentSource: string): string[] {
  return [...componentSource.matchAll(RECIPE_KEY)].map((match) => match[1] ?? '');
}

/**
 * Keeps the app's slice of Chakra's theme (src/ui/themeRecipes.ts) complete: the build fails
 * when a bundled Chakra component looks up a recipe that Chakra's default theme has and the
 * slice lacks, as that component would render unstyled.
 */
export function chakraRecipeCheck(themeRecipesFile: string): Plugin {
  return {
    name: 'trialbridge-chakra-recipe-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ours = readRecipeKeys(readFileSync(themeRecipesFile, 'utf8'));
      // Resolves to Chakra's CommonJS build; its ES build beside it holds the default theme's recipe maps.
      const chakraTheme = join(
        dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
        '..',
        'esm',
        'theme',
      );
      const defaults = new Set([
        ...readRecipeKeys(readFileSync(join(chakraTheme, 'recipes.js'), 'utf8')),
        ...readRecipeKeys(readFileSync(join(chakraTheme, 'slot-recipes.js'), 'utf8')),
      ]);
      const missing = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of Object.keys(output.modules).filter((moduleId) => COMPONENT_MODULE.test(moduleId))) {
          for (const key of recipeKeysUsedBy(readFileSync(id, 'utf8')))
            if (defaults.has(key) && !ours.has(key)) missing.set(key, id);
        }
      }
      if (missing.size > 0)
        this.error(
          `Chakra components need recipes missing from ${themeRecipesFile}: ${[...missing]
            .map(([key, id]) => `${key} (${id.split(/[\\/]components[\\/]/)[1]})`)
            .join(', ')}`,
        );
    },
  };
}
