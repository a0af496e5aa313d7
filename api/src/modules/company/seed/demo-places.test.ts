import { describe, expect, it } from 'vitest';
import { buildDemoCompanies } from './demo-companies.seed.js';
import { placeFitting } from './demo-places.js';

describe('placeFitting', () => {
  it('moves a Gulf Coast site from Durham to the Gulf Coast, in its own country', () => {
    const [country, state, city] = placeFitting('Gulf Coast Clinical Research Site', ['US', 'NC', 'Durham']);
    expect(country).toBe('US');
    expect(['Houston', 'Tampa', 'New Orleans']).toContain(city);
    expect(['TX', 'FL', 'LA']).toContain(state);
  });

  it('keeps a place that agrees with the name, and any place for a name that says none', () => {
    expect(placeFitting('Great Lakes Research Institute', ['US', 'IL', 'Chicago'])).toEqual(['US', 'IL', 'Chicago']);
    expect(placeFitting('Riverside Research Institute', ['DE', null, 'Munich'])).toEqual(['DE', null, 'Munich']);
  });

  it('stays in the region when the country has no fitting place (Atlantic from Milan to Dublin)', () => {
    expect(placeFitting('Atlantic Medical Research', ['IT', null, 'Milan'])).toEqual(['IE', null, 'Dublin']);
  });

  it('leaves no demo company with a name that contradicts its headquarters', () => {
    const gulf = buildDemoCompanies().filter((c) => c.name.includes('Gulf Coast'));
    expect(gulf.length).toBeGreaterThan(0);
    for (const c of gulf) expect(['Houston', 'Tampa', 'New Orleans'], c.name).toContain(c.hqCity);
    for (const c of buildDemoCompanies().filter((d) => d.name.includes('Tidewater')))
      expect(c.hqState, c.name).toBe('VA');
  });
});
