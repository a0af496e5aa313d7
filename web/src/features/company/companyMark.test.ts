import { describe, expect, it } from 'vitest';
import { appSystem } from '../../ui/system';
import { companyInitials, companyMarkDesign, MARK_HUES, MARK_PATTERNS, MARK_TONES } from './companyMark';

const FIRST = [
  'Helixa',
  'Meridian',
  'Atlas',
  'Cortexa',
  'Lakeshore',
  'Northwind',
  'Aurora',
  'Beacon',
  'Cedar',
  'Delta',
];
const SECOND = ['Biotherapeutics', 'Clinical Research', 'Trial Systems', 'Health Partners', 'Oncology'];
/** 50 plausible company names, fixed. */
const NAMES = FIRST.flatMap((first) => SECOND.map((second) => `${first} ${second}`));
const key = (name: string) => {
  const { hue, tone, pattern, rotation } = companyMarkDesign(name);
  return `${hue}/${tone}/${pattern}/${rotation}`;
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('companyMarkDesign', () => {
  it('gives the same mark for the same name, whatever its case and spacing', () => {
    expect(companyMarkDesign('Helixa Biotherapeutics')).toEqual(companyMarkDesign('Helixa Biotherapeutics'));
    expect(key('  helixa   BIOTHERAPEUTICS ')).toBe(key('Helixa Biotherapeutics'));
    // Fixed across releases and machines: a company keeps its mark.
    expect(companyMarkDesign('Helixa Biotherapeutics')).toMatchObject({ initials: 'HB' });
    expect(NAMES.map(key)).toEqual(NAMES.map(key));
  });

  it('gives 50 names many distinct marks, using every hue and pattern', () => {
    const keys = NAMES.map(key);
    const counts = new Map<string, number>();
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);

    expect(new Set(NAMES).size).toBe(50);
    expect(counts.size).toBeGreaterThanOrEqual(42);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect(new Set(NAMES.map((n) => companyMarkDesign(n).hue))).toEqual(new Set(MARK_HUES));
    expect(new Set(NAMES.map((n) => companyMarkDesign(n).pattern))).toEqual(new Set(MARK_PATTERNS));
    expect(new Set(NAMES.map((n) => companyMarkDesign(n).tone))).toEqual(new Set(['light', 'dark']));
  });

  it('tells names apart that differ by one letter', () => {
    const near = ['Cedar Oncology', 'Cedar Oncologx', 'Cedar Oncology 2', 'Cedars Oncology'];
    expect(new Set(near.map(key)).size).toBe(near.length);
  });

  it('keeps the initials at 4.5:1 or more against the ground and the pattern in every colourway', () => {
    const { token } = appSystem();
    for (const hue of MARK_HUES) {
      for (const tone of Object.values(MARK_TONES)) {
        const ink = tone.ink === null ? token('colors.white') : token(`colors.${hue}.${tone.ink}`);
        for (const behind of [tone.ground, tone.pattern]) {
          const ratio = contrast(String(ink), String(token(`colors.${hue}.${behind}`)));
          expect(ratio, `${hue} ${tone.ground}: ink on ${behind}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

describe('companyInitials', () => {
  it.each([
    ['Helixa Biotherapeutics', 'HB'],
    ['Cortexa', 'C'],
    ['  the   lab ', 'TL'],
    ['Ärzte-Netz Süd', 'ÄS'],
    ['(Beta) 42 Trials', 'BT'],
    ['🚀 Rocket Labs', 'RL'],
    ['👩🏽‍🔬👩🏽‍🔬', '👩🏽‍🔬'],
    ['Pneumonoultramicroscopicsilicovolcanoconiosis', 'P'],
  ])('gives %s the initials %s', (name, initials) => {
    expect(companyInitials(name)).toBe(initials);
  });
});
