/**
 * `npm run test:mutation`: StrykerJS over the core modules (mutation/modules.ts), one run per
 * group against that group's own tests, incremental against the committed reports in
 * mutation/incremental/ so that only mutants of changed code or changed tests run again. Fails
 * when any module scores below BREAK_SCORE.
 *
 *   npm run test:mutation                     every group, incrementally
 *   npm run test:mutation -- --full           every mutant again (and rewrite the reports)
 *   npm run test:mutation -- sender-sweep     one group or more, by name
 *
 * MUTATION_CONCURRENCY sets the test runner processes (2, one a core, by default).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { argv, env, exit } from 'node:process';
import { Stryker } from '@stryker-mutator/core';
import type { MutantResult } from '@stryker-mutator/api/core';
import { MUTATION_GROUPS, type MutationGroup } from './modules';

/** Below this a module fails the run. */
const BREAK_SCORE = 80;
/** At or above this a module is shown as good. */
const HIGH_SCORE = 90;

const args = argv.slice(2);
const isFull = args.includes('--full');
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !MUTATION_GROUPS.some((group) => group.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown group ${unknown.join(', ')}; groups: ${MUTATION_GROUPS.map((g) => g.name).join(', ')}`,
  );
  exit(2);
}
const groups =
  names.length > 0 ? MUTATION_GROUPS.filter((g) => names.includes(g.name)) : MUTATION_GROUPS;

/** The part of Stryker's incremental report that tells what it judged. */
interface IncrementalReport {
  files: Record<string, { source: string; mutants: { status: MutantResult['status'] }[] }>;
  testFiles: Record<string, { source: string }>;
}

/** The files a test glob names; a `*` may stand only in the file's name, as in modules.ts. */
function testFilesOf(pattern: string): string[] {
  if (!pattern.includes('*')) return existsSync(pattern) ? [pattern] : [];
  const folder = dirname(pattern);
  const name = new RegExp(
    `^${basename(pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return readdirSync(folder)
    .filter((file) => name.test(file))
    .map((file) => join(folder, file));
}

/**
 * The group's results as its report holds them, when neither its modules nor its tests changed
 * since (the same files, byte for byte): Stryker would re-test no mutant, only spend a minute on
 * its first test run. Null when anything changed, or with --full.
 */
function unchangedResults(group: MutationGroup): MutantResult[] | null {
  const reportFile = `mutation/incremental/${group.name}.json`;
  if (isFull || !existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as IncrementalReport;
  const tests = group.tests.flatMap(testFilesOf).sort();
  const isSame = (files: Record<string, { source: string }>, paths: string[]) =>
    Object.keys(files).sort().join('\n') === [...paths].sort().join('\n') &&
    paths.every((path) => readFileSync(path, 'utf8') === files[path]!.source);
  if (!isSame(report.files, group.mutate) || !isSame(report.testFiles, tests)) return null;
  return Object.entries(report.files).flatMap(([fileName, file]) =>
    file.mutants.map((mutant) => ({ fileName, status: mutant.status }) as MutantResult),
  );
}

async function runGroup(group: MutationGroup) {
  // The test runner processes inherit this: mutation/vitest.config.ts includes just these tests.
  env.MUTATION_TESTS = JSON.stringify(group.tests);
  const started = performance.now();
  const stryker = new Stryker({
    testRunner: 'vitest',
    vitest: { configFile: 'mutation/vitest.config.ts', related: false },
    plugins: ['@stryker-mutator/vitest-runner'],
    mutate: group.mutate,
    coverageAnalysis: 'perTest',
    concurrency: Number(env.MUTATION_CONCURRENCY ?? 2),
    incremental: true,
    force: isFull,
    incrementalFile: `mutation/incremental/${group.name}.json`,
    reporters: ['clear-text', 'progress-append-only'],
    clearTextReporter: { reportScoreTable: false, allowEmojis: false },
    thresholds: { high: HIGH_SCORE, low: BREAK_SCORE, break: null },
    ignorePatterns: ['data', 'dist', '.e2e-data', 'reports', 'test-results', 'playwright-report'],
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  });
  const results = await stryker.runMutationTest();
  return { results, seconds: (performance.now() - started) / 1000 };
}

interface ModuleScore {
  module: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  /** Killed of all valid mutants but timeouts, as a percentage. */
  score: number;
}

function scoreModules(results: readonly MutantResult[], files: readonly string[]): ModuleScore[] {
  return files.map((file) => {
    const ofFile = results.filter((result) => result.fileName.endsWith(file));
    const count = (...statuses: string[]) =>
      ofFile.filter((result) => statuses.includes(result.status)).length;
    const killed = count('Killed');
    const timeout = count('Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const judged = killed + survived + noCoverage;
    return {
      module: file,
      killed,
      timeout,
      survived,
      noCoverage,
      errors: count('RuntimeError', 'CompileError'),
      score: judged === 0 ? 0 : (killed / judged) * 100,
    };
  });
}

const scores: (ModuleScore & { seconds: number })[] = [];
const totalStarted = performance.now();
for (const group of groups) {
  console.log(`\n=== ${group.name}: ${group.mutate.join(', ')} ===`);
  const unchanged = unchangedResults(group);
  if (unchanged) console.log('Unchanged since its report: every result reused, no test run.');
  const { results, seconds } = unchanged
    ? { results: unchanged, seconds: 0 }
    : await runGroup(group);
  for (const score of scoreModules(results, group.mutate)) scores.push({ ...score, seconds });
}

const verdict = (score: number) =>
  score >= HIGH_SCORE ? 'high' : score >= BREAK_SCORE ? 'ok' : `below ${BREAK_SCORE} %`;
console.log(
  '\nMutation score per module: killed / (killed + survived + no coverage); timeouts apart.',
);
console.table(
  scores.map((s) => ({
    module: s.module.replace(/^apps\/server\/src\//, ''),
    score: `${s.score.toFixed(1)} %`,
    killed: s.killed,
    survived: s.survived,
    'no coverage': s.noCoverage,
    timeout: s.timeout,
    errors: s.errors,
    verdict: verdict(s.score),
    'group run': `${s.seconds.toFixed(0)} s`,
  })),
);
console.log(
  `${groups.length} groups in ${((performance.now() - totalStarted) / 1000).toFixed(0)} s`,
);
// A mutant that crashed the test run (an error) was not judged: shown, but left out of the score.
const failing = scores.filter((s) => s.score < BREAK_SCORE);
if (failing.length > 0) {
  console.error(`Below ${BREAK_SCORE} %: ${failing.map((s) => s.module).join(', ')}`);
  exit(1);
}
