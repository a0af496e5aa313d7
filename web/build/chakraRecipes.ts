import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** `name: nameRecipe,` / `name: nameSlotRecipe,` — one entry of a recipe map. */
const RECIPE_ENTRY = /^\s*(\w+): (\w+Recipe),?$/gm;
/** How a Chakra component names the recipe it is styled by: `{ key: "button" }`. */
const RECIPE_KEY = /\bkey: "([\w-]+)"/g;
const COMPONENT_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]/;

/** The keys of a recipe map written as `key: someRecipe,` lines (ours, and Chakra's defaults). */
export function readRecipeKeys(source: string): Set<string> {
  return new Set([...source.matchAll(RECIPE_ENTRY)].map((match) => match[1] ?? ''));
}

/** Each key of a recipe map written as `key: someRecipe,` lines, with the recipe's export name. */
export function readRecipeExports(source: string): Map<string, string> {
  return new Map([...source.matchAll(RECIPE_ENTRY)].map((match) => [match[1] ?? '', match[2] ?? '']));
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
      const chakraTheme = chakraThemeDir();
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

/** `export { buttonRecipe } from './recipes/button.js';` — where Chakra's theme index takes a recipe from. */
const RECIPE_EXPORT = /^export \{ (\w+Recipe) \} from '(\.\/recipes\/[\w-]+\.js)';$/gm;

/** Chakra's theme folder (its ES build), which holds the default theme's recipe maps and files. */
function chakraThemeDir(): string {
  // Resolves to Chakra's CommonJS build; its ES build is beside it.
  return join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm', 'theme');
}

/** The file of each recipe Chakra's theme index exports, by export name (absolute paths). */
export function readRecipeFiles(themeDir: string): Map<string, string> {
  const index = readFileSync(join(themeDir, 'index.js'), 'utf8');
  return new Map([...index.matchAll(RECIPE_EXPORT)].map((match) => [match[1] ?? '', join(themeDir, match[2] ?? '')]));
}

/**
 * The lines that make a Chakra component module register the recipes it looks up (those of the
 * app's theme, `recipeExports`) with src/ui/recipeRegistry.ts, or '' when it looks up none. Each
 * recipe is imported from its own file: through the theme's index, the index's default theme
 * (every recipe Chakra has) came along.
 */
export function recipeRegistration(
  componentSource: string,
  recipeExports: Map<string, string>,
  recipeFiles: Map<string, string>,
  registry: string,
): string {
  const keys = [...new Set(recipeKeysUsedBy(componentSource))].filter((key) => recipeExports.has(key));
  if (keys.length === 0) return '';
  const lines = [`import { registerRecipe as __registerRecipe } from ${JSON.stringify(registry)};`];
  keys.forEach((key, i) => {
    const name = recipeExports.get(key) ?? '';
    const file = recipeFiles.get(name);
    if (!file) throw new Error(`Chakra's theme index does not name the file of ${name} (web/build/chakraRecipes.ts).`);
    lines.push(`import { ${name} as __recipe${i} } from ${JSON.stringify(file)};`);
    lines.push(`__registerRecipe(${JSON.stringify(key)}, __recipe${i}, ${name.endsWith('SlotRecipe')});`);
  });
  return `${lines.join('\n')}\n`;
}

/** A palette's block in Chakra's colour token files: `  teal: {` … `  },` at the top level. */
const paletteBlock = (name: string) => new RegExp(`^  ${name}: \\{\\n[\\s\\S]*?^  \\},?\\n`, 'm');
const COLOR_TOKEN_MODULE =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](tokens|semantic-tokens)[\\/]colors\.js$/;

const KEYFRAMES_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]tokens[\\/]keyframes\.js$/;

/** src/ui/unusedPalettes.ts's keyframe names as keys in Chakra's keyframes module (quoted when not identifiers). */
const keyframeKeys = (names: readonly string[]) => names.map((name) => (/^\w+$/.test(name) ? name : `"${name}"`));

/** Chakra's colour token module `source` without the palettes `unused`; fails when one is not found. */
export function withoutPalettes(source: string, unused: readonly string[]): string {
  return withoutBlocks(source, unused, 'colour tokens');
}

/** A Chakra token module `source` without the top-level entries `names`; fails when one is not found. */
function withoutBlocks(source: string, names: readonly string[], what: string): string {
  return names.reduce((code, name) => {
    const block = paletteBlock(name);
    if (!block.test(code)) throw new Error(`Chakra's ${what} have no ${name} to leave out.`);
    return code.replace(block, '');
  }, source);
}

/**
 * Chakra trimmed to what the browser build uses. Each recipe of the app's theme ships with the
 * Chakra components that use it: every Chakra component module registers its recipes as it
 * loads, so the first page carries only its own components' recipes and the others come with
 * the pages that use them. And the palettes `unusedPalettes` are left out of Chakra's colour
 * token modules, and the keyframes `unusedKeyframes` out of its keyframes. `__CHAKRA_TRIMMED__`
 * tells src/ui/system.ts that none of this is its job here (it does it for the tests, the
 * prerender and the dev server, which use Chakra unchanged).
 */
export function chakraTrimmed(options: {
  themeRecipesFile: string;
  registryFile: string;
  unusedPalettes: readonly string[];
  unusedKeyframes: readonly string[];
}): Plugin {
  let recipeExports = new Map<string, string>();
  let recipeFiles = new Map<string, string>();
  return {
    name: 'trialbridge-chakra-trimmed',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    buildStart() {
      recipeExports = readRecipeExports(readFileSync(options.themeRecipesFile, 'utf8'));
      recipeFiles = readRecipeFiles(chakraThemeDir());
    },
    transform(code, id) {
      // Not a `define`: one made Rolldown keep Chakra's whole default theme (every recipe).
      if (id.endsWith('/src/ui/system.ts')) return { code: code.replaceAll('__CHAKRA_TRIMMED__', 'true'), map: null };
      if (COLOR_TOKEN_MODULE.test(id)) return { code: withoutPalettes(code, options.unusedPalettes), map: null };
      if (KEYFRAMES_MODULE.test(id))
        return { code: withoutBlocks(code, keyframeKeys(options.unusedKeyframes), 'keyframes'), map: null };
      if (!COMPONENT_MODULE.test(id)) return null;
      const registration = recipeRegistration(code, recipeExports, recipeFiles, options.registryFile);
      // Imports are hoisted: the recipe is registered before the component can render. Chakra's
      // package has no side effects: a component module nothing uses stays out of the bundle
      // (with it, its recipe), as without the registration.
      return registration ? { code: registration + code, map: null, moduleSideEffects: false } : null;
    },
  };
}
