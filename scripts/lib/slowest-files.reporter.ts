import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after `vitest run`, the ten test files that took longest, with where their time went
 * (its environment, importing it and its imports, its tests and hooks): where the suite's minutes
 * go, for whoever wants them back. The root vitest.config.ts adds it to the default reporter.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files = modules.map((module) => {
      const d = module.diagnostic();
      const setup = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
      return {
        name: `[${module.project.name}] ${relative(process.cwd(), module.moduleId)}`,
        total: setup + d.collectDuration + d.duration,
        setup,
        imports: d.collectDuration,
        tests: d.duration,
      };
    });
    if (files.length < 2) return;
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = files
      .sort((a, b) => b.total - a.total)
      .slice(0, 10)
      .map(
        (f) =>
          `  ${s(f.total).padStart(8)}  (setup ${s(f.setup)}, import ${s(f.imports)}, tests ${s(f.tests)})  ${f.name}`,
      );
    console.log(`\n The 10 slowest test files:\n${lines.join('\n')}\n`);
  }
}
