import { writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result, type RunnerResult } from 'lighthouse';

/** The categories the run scores; each must reach `MIN_SCORE`. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const MIN_SCORE = 0.95;

/** Lighthouse's presets: its desktop config, and its default, a throttled mid-range phone. */
export const PRESETS = { desktop: desktopConfig, mobile: undefined } satisfies Record<
  string,
  Config | undefined
>;
export type Preset = keyof typeof PRESETS;

/** Debian's Chromium, in the new headless mode, kept off the network as in the browser suite. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** How often each page is audited; the run of median performance is the one reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse sometimes loses a load's trace on a busy machine (NO_NAVSTART); it tries again. */
const ATTEMPTS_PER_RUN = 2;

interface AuditOptions {
  url: string;
  preset: Preset;
  /** Sent with every request of the page; the dashboard's session cookie. */
  headers?: Record<string, string>;
  /** Where the JSON report of the median run goes. */
  reportPath: string;
}

/**
 * Audits one page with one preset `RUNS` times, each in a Chromium of its own, and keeps the run
 * of median performance, as Lighthouse CI does: performance varies from load to load, most on a
 * shared machine, while the other categories do not. Writes that run's JSON report.
 */
export async function auditPage({ url, preset, headers, reportPath }: AuditOptions) {
  const runs: RunnerResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runWithRetry(url, preset, headers));
  runs.sort((a, b) => scoreOf(a.lhr, 'performance') - scoreOf(b.lhr, 'performance'));
  const median = runs[Math.floor(runs.length / 2)]!;
  await writeFile(reportPath, median.report as string);
  return {
    lhr: median.lhr,
    performanceScores: runs.map((run) => scoreOf(run.lhr, 'performance')),
  };
}

async function runWithRetry(url: string, preset: Preset, headers?: Record<string, string>) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await runLighthouse(url, preset, headers);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === ATTEMPTS_PER_RUN) {
      throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`);
    }
  }
}

async function runLighthouse(url: string, preset: Preset, headers?: Record<string, string>) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        extraHeaders: headers,
      },
      PRESETS[preset],
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/** A category's score, 0 when Lighthouse could not compute it. */
export function scoreOf(lhr: Result, category: Category): number {
  return lhr.categories[category]?.score ?? 0;
}

/**
 * The audits that cost a category points, the heaviest first: what to look at when its score is
 * below `MIN_SCORE`.
 */
export function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score!) - a.ref.weight * (1 - a.audit.score!))
    .map(({ ref, audit }) => {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `${ref.id}: score ${audit.score}, weight ${ref.weight} — ${audit.title}${value}`;
    });
}
