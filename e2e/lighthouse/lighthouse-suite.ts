import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../fixtures/app-server';
import { APP_URL } from '../fixtures/environment';
import {
  auditPage,
  CATEGORIES,
  failingAudits,
  MIN_SCORE,
  PRESETS,
  scoreOf,
  type Category,
  type Preset,
} from './audit-page';
import { signInWithScannedMailbox } from './dashboard-session';
import { startApp } from './lighthouse-app';

/** The run's database, builds and reports, replaced by the next run; ignored by git. */
const DATA_DIR = '.e2e-data/lighthouse';

interface PageUnderTest {
  name: string;
  path: string;
  isSignedIn: boolean;
}

/**
 * The presets whose scores fail the run (`LIGHTHOUSE_GATED_PRESETS=desktop,mobile`, the default);
 * the others are measured and reported only.
 */
const GATED_PRESETS = new Set(
  (process.env.LIGHTHOUSE_GATED_PRESETS ?? Object.keys(PRESETS).join(',')).split(','),
);

/** Whether a comma-separated list in the environment (all when unset) names `name`. */
const isChosen = (variable: string, name: string) =>
  process.env[variable]?.split(',').includes(name) ?? true;

const PAGES: PageUnderTest[] = [
  { name: 'landing', path: '/', isSignedIn: false },
  { name: 'dashboard', path: '/dashboard', isSignedIn: true },
];

/**
 * What a run judges. The test (`npm run test:lighthouse`, in CI) judges the categories that do not
 * depend on how fast the machine is; the benchmark (`npm run bench -- lighthouse`) judges
 * performance, a measure of time, which a busy machine moves (decision 50). Each prints every
 * category.
 */
export const JUDGED_BY_TEST: readonly Category[] = ['accessibility', 'best-practices', 'seo'];
export const JUDGED_BY_BENCH: readonly Category[] = ['performance'];

/**
 * Starts the app as the browser suite does, signs a person in with a scanned demo mailbox, runs
 * Lighthouse on each page with each preset, prints the scores and, for a judged category below
 * `MIN_SCORE`, the audits that cost it points. Resolves to whether every judged score reached it.
 */
export async function runLighthouseSuite(judged: readonly Category[]): Promise<boolean> {
  const started = performance.now();
  const reportsDir = join(REPO_ROOT, DATA_DIR, 'reports');
  await rm(join(REPO_ROOT, DATA_DIR), { recursive: true, force: true });
  await mkdir(reportsDir, { recursive: true });
  const app = await startApp(DATA_DIR);
  const rows: Record<string, string>[] = [];
  const problems: string[] = [];
  const reported: string[] = [];
  try {
    const cookie = await signInWithScannedMailbox();
    for (const page of PAGES.filter((p) => isChosen('LIGHTHOUSE_PAGES', p.name))) {
      for (const preset of (Object.keys(PRESETS) as Preset[]).filter((p) =>
        isChosen('LIGHTHOUSE_PRESETS', p),
      )) {
        const audit = await auditPage({
          url: `${APP_URL}${page.path}`,
          preset,
          headers: page.isSignedIn ? { Cookie: cookie } : undefined,
          reportPath: join(reportsDir, `${page.name}-${preset}.json`),
        });
        const isGated = GATED_PRESETS.has(preset);
        rows.push(judge(page, preset, audit, judged, isGated ? problems : reported, reported));
      }
    }
  } finally {
    await app.stop();
  }
  console.table(rows);
  for (const problem of problems) console.error(`✗ ${problem}`);
  for (const note of reported) console.log(`(reported, not gated) ${note}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const gated = [...GATED_PRESETS].join(' and ');
  console.log(
    `Reports in ${reportsDir}; ${seconds} s. Every ${gated} score of ${judged.join(', ')} ` +
      `must be ≥ ${MIN_SCORE * 100}.`,
  );
  return problems.length === 0;
}

/**
 * The table row of one audit, in percent. A judged score below `MIN_SCORE` goes to `problems`
 * with its failing audits, as does a page that did not stay where it was opened (a lost
 * session); a score below it that is not judged goes to `reported`.
 */
function judge(
  page: PageUnderTest,
  preset: Preset,
  { lhr, performanceScores }: Awaited<ReturnType<typeof auditPage>>,
  judged: readonly Category[],
  problems: string[],
  reported: string[],
): Record<string, string> {
  const label = `${page.name} (${preset})`;
  const shownPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (shownPath !== page.path) problems.push(`${label}: ended on ${shownPath}, not ${page.path}`);
  const row: Record<string, string> = { page: page.name, preset };
  for (const category of CATEGORIES) {
    const score = scoreOf(lhr, category);
    const isJudged = judged.includes(category);
    const mark = score >= MIN_SCORE ? '' : isJudged ? ' ✗' : ' (not judged)';
    row[category] = `${Math.round(score * 100)}${mark}`;
    if (score < MIN_SCORE) {
      const audits = failingAudits(lhr, category).map((line) => `\n    ${line}`);
      (isJudged ? problems : reported).push(`${label} ${category} ${score}:${audits.join('')}`);
    }
  }
  row['performance runs'] = performanceScores.map((score) => Math.round(score * 100)).join(' ');
  // Lighthouse's measure of the machine's speed, to read the performance score against: its
  // mobile preset's 4x slower CPU is meant for an index of about 1,500 (docs/throttling.md).
  row['benchmark index'] = Math.round(lhr.environment.benchmarkIndex).toString();
  return row;
}
