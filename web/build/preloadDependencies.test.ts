// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companionFiles, loadedBefore, preloadList, sharedBy } from './preloadDependencies';

// app imports vendor and shell; pages a and b share ui (which imports vendor), b also needs form.
const imports = new Map<string, readonly string[]>([
  ['app.js', ['vendor.js', 'shell.js']],
  ['a.js', ['ui.js', 'shell.js']],
  ['b.js', ['form.js', 'ui.js', 'shell.js']],
  ['ui.js', ['vendor.js']],
  ['form.js', []],
  ['shell.js', []],
  ['vendor.js', []],
]);
const shares = sharedBy({ imports, lazy: ['a.js', 'b.js'] });
const never = () => false;

describe('preload lists', () => {
  it('knows what a chunk loaded before it ran: its static imports, transitively', () => {
    expect([...loadedBefore(imports, 'b.js')].sort()).toEqual(['form.js', 'shell.js', 'ui.js', 'vendor.js']);
    expect(shares.get('ui.js')).toBe(2);
    expect(shares.get('form.js')).toBe(1);
  });

  it('names the chunk first, then what it needs and its importer has not loaded, most shared first', () => {
    const deps = ['b.js', 'form.js', 'ui.js', 'vendor.js', 'shell.js'];
    expect(preloadList(imports, shares, 'b.js', deps, 'app.js', never)).toEqual(['b.js', 'ui.js', 'form.js']);
    // From the HTML (no importing chunk) everything but the always loaded chunks is preloaded.
    const noVendor = (dep: string) => dep === 'vendor.js';
    expect(preloadList(imports, shares, 'b.js', deps, '', noVendor)).toEqual(['b.js', 'shell.js', 'ui.js', 'form.js']);
  });

  it('fetches a companion beside a chunk: the companion and what it needs that the chunk does not load itself', () => {
    expect(companionFiles(imports, 'app.js', 'b.js')).toEqual(['b.js', 'form.js', 'ui.js']);
  });
});
