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
 * Starts the app as the browser suite does, signs a person in with a scanned demo mailbox, runs
 * Lighthouse on each page with each preset, prints the scores and, for a category below
 * `MIN_SCORE`, the audits that cost it points. Resolves to whether every score reached it.
 */
export async function runLighthouseSuite(): Promise<boolean> {
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
        rows.push(judge(page, preset, audit, GATED_PRESETS.has(preset) ? problems : reported));
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
    `Reports in ${reportsDir}; ${seconds} s. Every ${gated} score must be ≥ ${MIN_SCORE * 100}.`,
  );
  return problems.length === 0;
}

/**
 * The table row of one audit, in percent; adds to `problems` each score below `MIN_SCORE`, with
 * its failing audits, and a page that did not stay where it was opened (a lost session).
 */
function judge(
  page: PageUnderTest,
  preset: Preset,
  { lhr, performanceScores }: Awaited<ReturnType<typeof auditPage>>,
  problems: string[],
): Record<string, string> {
  const label = `${page.name} (${preset})`;
  const shownPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (shownPath !== page.path) problems.push(`${label}: ended on ${shownPath}, not ${page.path}`);
  const row: Record<string, string> = { page: page.name, preset };
  for (const category of CATEGORIES) {
    const score = scoreOf(lhr, category);
    row[category] = `${Math.round(score * 100)}${score < MIN_SCORE ? ' ✗' : ''}`;
    if (score < MIN_SCORE) {
      const audits = failingAudits(lhr, category).map((line) => `\n    ${line}`);
      problems.push(`${label} ${category} ${score}:${audits.join('')}`);
    }
  }
  row['performance runs'] = performanceScores.map((score) => Math.round(score * 100)).join(' ');
  return row;
}
