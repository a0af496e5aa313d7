// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appSystem } from './system';

const shellCss = readFileSync(new URL('./shell.css', import.meta.url), 'utf8');

/** The `--chakra-*` custom properties shell.css defines, by name. */
function declared(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', value = ''] of shellCss.matchAll(/(--chakra-[\w\\.-]+):\s*([^;]+);/g))
    found.set(name, value.trim());
  return found;
}

/** Chakra's values for the same properties: its tokens (light mode) and the brand as the colour palette. */
function chakraValues(): Map<string, string> {
  const system = appSystem();
  const values = new Map<string, string>();
  for (const [condition, vars] of system.tokens.cssVarMap) {
    if (condition !== 'base' && condition !== '_light') continue;
    for (const [name, value] of vars) values.set(name, String(value));
  }
  const palette = (system._config.globalCss?.html as { colorPalette?: string } | undefined)?.colorPalette;
  for (const [name] of declared()) {
    const slot = /^--chakra-colors-color-palette-(.+)$/.exec(name)?.[1];
    if (slot && palette) values.set(name, `var(--chakra-colors-${palette}-${slot})`);
  }
  return values;
}

describe('the shell’s static CSS', () => {
  it('defines Chakra’s tokens with the theme’s own values, so the shell looks the same before and after Chakra loads', () => {
    const chakra = chakraValues();
    const mismatches = [...declared()]
      .filter(([name, value]) => chakra.get(name)?.toLowerCase() !== value.toLowerCase())
      .map(([name, value]) => `${name}: ${value} (Chakra: ${chakra.get(name) ?? 'none'})`);
    expect(mismatches).toEqual([]);
    expect(declared().size).toBeGreaterThan(40);
  });

  it('declares Chakra’s layer order before any of its layers', () => {
    const squeeze = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');
    expect(squeeze(shellCss).startsWith(squeeze(appSystem().layers.atRule))).toBe(true);
  });
});
