import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tallyReports } from './ci-summary';

function reportsDir(files: Record<string, unknown>) {
  const directory = mkdtempSync(join(tmpdir(), 'ci-reports-'));
  for (const [name, report] of Object.entries(files)) {
    writeFileSync(
      join(directory, name),
      typeof report === 'string' ? report : JSON.stringify(report),
    );
  }
  return directory;
}

const vitest = (passed: number, failed: number, failedFiles = failed > 0 ? 1 : 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numTotalTestSuites: 10,
  numFailedTestSuites: failedFiles,
});
const playwright = (expected: number, unexpected: number, flaky = 0, errors: unknown[] = []) => ({
  stats: { expected, unexpected, flaky, skipped: 3 },
  errors,
});
const tally = (
  directory: string,
  expected: string[],
  failedChecks: string[] = [],
  exitCodes: Record<string, number> = {},
) => tallyReports(directory, expected, failedChecks, (dir) => readdirSync(dir).sort(), exitCodes);

describe('the CI closing line', () => {
  it('sums every report of every runner', () => {
    const directory = reportsDir({
      'vitest-pglite.json': vitest(900, 0),
      'vitest-postgres.json': vitest(850, 2),
      'playwright.json': playwright(170, 1, 2),
    });
    const result = tally(directory, ['vitest', 'playwright']);
    expect(result).toMatchObject({ passed: 1922, failed: 3 });
    // Each report has its line, none of which a log reader could take for the closing one.
    expect(result.lines).toEqual([
      'vitest-pglite.json: 900 passed and 0 failed',
      'vitest-postgres.json: 850 passed and 2 failed',
      'playwright.json: 172 passed and 1 failed',
    ]);
    for (const line of result.lines) expect(line).not.toMatch(/\d+ passed, \d+ failed/);
  });

  it('counts a runner that left no report as a failure, not as nothing', () => {
    const directory = reportsDir({ 'vitest.json': vitest(10, 0) });
    const result = tally(directory, ['vitest', 'playwright']);
    expect(result).toMatchObject({ passed: 10, failed: 1 });
    expect(result.lines).toContain('playwright: no report (the suite did not run to the end)');
  });

  it('counts a test file that could not load, and an error outside any test', () => {
    const directory = reportsDir({
      'vitest.json': vitest(10, 0, 1),
      'playwright.json': playwright(5, 0, 0, [{ message: 'global setup failed' }]),
    });
    expect(tally(directory, ['vitest', 'playwright'])).toMatchObject({ passed: 15, failed: 2 });
  });

  it('counts an unreadable report and each failed check as one failure', () => {
    const directory = reportsDir({ 'vitest.json': '{"numPassedTests": ' });
    const result = tally(directory, ['vitest'], ['lint', 'sqlmap']);
    expect(result).toMatchObject({ passed: 0, failed: 3 });
    expect(result.lines).toEqual(
      expect.arrayContaining([
        'lint: failed',
        'sqlmap: failed',
        expect.stringMatching(/unreadable/),
      ]),
    );
  });

  it('fails a runner that exited non-zero with no failed test, once', () => {
    const directory = reportsDir({
      'vitest.json': vitest(10, 2),
      'playwright.json': playwright(5, 0),
    });
    const result = tally(directory, ['vitest', 'playwright'], [], { vitest: 1, playwright: 1 });
    expect(result).toMatchObject({ passed: 15, failed: 3 });
    expect(result.lines).toContain('playwright: exited with 1 although no test failed');
  });
});
