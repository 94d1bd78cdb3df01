import type { Reporter, TestCase } from 'vitest/node';

/**
 * Prints how many API tests ran on each database, so CI shows that the PostgreSQL part of the
 * suite ran (test names carry [sqlite] or [postgres], see apps/api/src/testing/test-databases.ts).
 */
export default class DatabaseCountReporter implements Reporter {
  private readonly counts = new Map<string, { passed: number; failed: number; skipped: number }>();

  onTestCaseResult(testCase: TestCase): void {
    const database = /\[(sqlite|postgres)\]/.exec(testCase.fullName)?.[1];
    if (!database) return;
    const count = this.counts.get(database) ?? { passed: 0, failed: 0, skipped: 0 };
    const state = testCase.result().state;
    if (state === 'passed') count.passed += 1;
    else if (state === 'failed') count.failed += 1;
    else count.skipped += 1;
    this.counts.set(database, count);
  }

  onTestRunEnd(): void {
    for (const [database, count] of this.counts) {
      process.stdout.write(
        `API tests on ${database}: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`,
      );
    }
    if (!this.counts.has('postgres')) {
      process.stdout.write('API tests on postgres: not run (TEST_DATABASE_URL is not set)\n');
    }
  }
}
