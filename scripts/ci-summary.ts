/**
 * The closing line of `.ci/run`: `ci: N passed, M failed`, summed from the test runners' own JSON
 * reports (Vitest's and Playwright's) in the folder given, plus one failure for each check that
 * has no test count of its own (lint, mutation score, load, sqlmap, Lighthouse) and failed. A
 * runner that was expected but left no report counts as a failure too, and so does one that
 * exited non-zero while its reports count no failed test (a teardown check, a crash after the
 * report): a suite that never ran must not read as a suite that passed. Exits 1 when anything
 * failed.
 *
 *   tsx scripts/ci-summary.ts <dir> --expect vitest,playwright --exit playwright=1 --failed-check lint
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';

/** Vitest's `json` reporter: Jest's aggregated result. */
const vitestReportSchema = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numTotalTestSuites: z.number(),
  numFailedTestSuites: z.number(),
});

/** Playwright's `json` reporter: `expected` passed, `unexpected` failed, `flaky` passed on retry. */
const playwrightReportSchema = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number() }),
  errors: z.array(z.unknown()).default([]),
});

export interface Tally {
  passed: number;
  failed: number;
  /** One line per runner or check, for the lines above the closing one. */
  lines: string[];
}

const READERS: Record<string, (text: string) => { passed: number; failed: number }> = {
  vitest(text) {
    const report = vitestReportSchema.parse(JSON.parse(text));
    // A file that failed to load has no tests of its own to count as failed.
    const brokenFiles = report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
  },
  playwright(text) {
    const { stats, errors } = playwrightReportSchema.parse(JSON.parse(text));
    // Errors outside a test (global setup, a web server that never started) fail the run.
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected + errors.length };
  },
};

/** Sums the reports named `<runner>*.json` in `directory`, for every expected runner. */
export function tallyReports(
  directory: string,
  expected: readonly string[],
  failedChecks: readonly string[],
  listReports: (directory: string) => string[],
  exitCodes: Readonly<Record<string, number>> = {},
): Tally {
  const tally: Tally = { passed: 0, failed: 0, lines: [] };
  const files = existsSync(directory) ? listReports(directory) : [];
  for (const runner of expected) {
    const read = READERS[runner];
    if (!read) throw new Error(`No reader for the runner "${runner}".`);
    const reports = files.filter((file) => file.startsWith(runner) && file.endsWith('.json'));
    if (reports.length === 0) {
      tally.failed += 1;
      tally.lines.push(`${runner}: no report (the suite did not run to the end)`);
      continue;
    }
    const failedBefore = tally.failed;
    for (const file of reports) {
      try {
        const counts = read(readFileSync(join(directory, file), 'utf8'));
        tally.passed += counts.passed;
        tally.failed += counts.failed;
        // Not in the closing line's form: only the last line of the log may read as the sum.
        tally.lines.push(`${file}: ${counts.passed} passed and ${counts.failed} failed`);
      } catch (error) {
        tally.failed += 1;
        tally.lines.push(`${file}: unreadable (${(error as Error).message.split('\n')[0]})`);
      }
    }
    const exitCode = exitCodes[runner] ?? 0;
    if (exitCode !== 0 && tally.failed === failedBefore) {
      tally.failed += 1;
      tally.lines.push(`${runner}: exited with ${exitCode} although no test failed`);
    }
  }
  for (const check of failedChecks) {
    tally.failed += 1;
    tally.lines.push(`${check}: failed`);
  }
  return tally;
}

function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      expect: { type: 'string', default: '' },
      'failed-check': { type: 'string', multiple: true, default: [] },
      exit: { type: 'string', multiple: true, default: [] },
    },
  });
  const directory = positionals[0];
  if (!directory) throw new Error('Usage: ci-summary <reports dir> --expect vitest,playwright');
  const expected = values.expect.split(',').filter((name) => name !== '');
  const exitCodes = Object.fromEntries(
    values.exit.map((pair) => {
      const [runner = '', code = '0'] = pair.split('=');
      return [runner, Number(code)];
    }),
  );
  const tally = tallyReports(
    directory,
    expected,
    values['failed-check'],
    (dir) => readdirSync(dir).sort(),
    exitCodes,
  );
  for (const line of tally.lines) console.log(line);
  console.log(`ci: ${tally.passed} passed, ${tally.failed} failed`);
  process.exitCode = tally.failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
