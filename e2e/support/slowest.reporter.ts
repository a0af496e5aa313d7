import { relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, the ten spec files that took longest (their tests' time added up, hooks
 * included): where the suite's minutes go, for whoever wants them back.
 */
export default class SlowestSpecsReporter implements Reporter {
  private rootDir = '';
  private readonly specs = new Map<string, { ms: number; tests: number }>();

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(this.rootDir, test.location.file);
    const spec = this.specs.get(file) ?? { ms: 0, tests: 0 };
    spec.ms += result.duration;
    spec.tests += 1;
    this.specs.set(file, spec);
  }

  onEnd(): void {
    const slowest = [...this.specs].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    const total = [...this.specs.values()].reduce((sum, spec) => sum + spec.ms, 0);
    const lines = slowest.map(
      ([file, { ms, tests }]) =>
        `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} test${tests === 1 ? ' ' : 's'}  ${file}`,
    );
    console.log(`\nThe 10 slowest specs (of ${(total / 1000).toFixed(0)} s in tests):\n${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
