import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainRecords } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq, sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright';
import { createTestApp, signedInUser } from '../../apps/server/src/test/test-app';
import { findFreePort } from '@reclaim/stand-ins/dovecot/dovecot-process';
import { seedMailboxWithDomains } from '../api/seed-domains';
import { withGoal } from '../scan/bench-goals';
import { measureInitialJavascript } from './initial-javascript';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOMAINS = 5_000;
/** The same dashboard with a screenful of companies: what the 5,000 are measured against. */
const BASELINE_DOMAINS = 20;
const LOADS = 7;
const FIRST_LOAD_GOAL_MS = 1_500;
/** 5,000 companies may cost a first load this much more than 20 do: the table pages and windows. */
const FIRST_LOAD_RATIO_GOAL = 1.25;
const INITIAL_JS_GOAL_BYTES = 200 * 1024;

/** Runs in the page: the time since navigation once the table's first row is there, else false. */
function firstRowShownAt() {
  // The benchmark compiles without the DOM's types; this much of it is all it needs.
  const { document } = globalThis as unknown as {
    document: { querySelector(selector: string): unknown };
  };
  return document.querySelector('tbody tr[aria-rowindex]') !== null && performance.now();
}

/** The little of a DOM element the scrolling needs; the benchmark compiles without DOM types. */
interface ScrollableElement {
  clientHeight: number;
  scrollBy(x: number, y: number): void;
}

interface ScrollResult {
  /** Rows the table knows of at the end (`aria-rowcount` less the header). */
  loadedRows: number;
  /** The most rows rendered at once while scrolling. */
  mostRendered: number;
  seconds: number;
}

/**
 * Scrolls the table to its end, a screen at a time as a person flicking through would, until no
 * more pages come: every record must arrive by cursor while only the rows in view are rendered.
 */
async function scrollToTheEnd(page: Page): Promise<ScrollResult> {
  const region = page.getByRole('region', { name: 'Companies', exact: true });
  const table = region.getByRole('table');
  const started = performance.now();
  let mostRendered = 0;
  let loadedRows = 0;
  let unchanged = 0;
  while (unchanged < 20) {
    await region.evaluate((element: ScrollableElement) =>
      element.scrollBy(0, element.clientHeight),
    );
    await page.waitForTimeout(16);
    mostRendered = Math.max(mostRendered, await table.locator('tbody tr[aria-rowindex]').count());
    const known = Number(await table.getAttribute('aria-rowcount')) - 1;
    unchanged = known === loadedRows ? unchanged + 1 : 0;
    loadedRows = known;
  }
  return { loadedRows, mostRendered, seconds: (performance.now() - started) / 1000 };
}

/**
 * `npm run bench -- web [--ci]`: the production build's initial JavaScript (gzip), and the
 * dashboard's first load in Chromium for a person with 5,000 companies — from navigation to the
 * first table row on screen, with a cold browser cache each time; the median of 7 loads — and
 * the same for a person with 20 companies, loaded in turn with it, as the baseline of the run.
 * The first load in milliseconds depends on the machine (decision 53): with `--ci` it is shown
 * and the ratio to the baseline is judged in its stead.
 */
export async function runWebBench(args: readonly string[] = []): Promise<boolean> {
  const isCi = args.includes('--ci');
  const distDir = await mkdtemp(join(tmpdir(), 'reclaim-web-bench-'));
  const build = spawnSync(
    'npm',
    [
      'run',
      'build',
      '-w',
      '@reclaim/web',
      '--',
      '--outDir',
      distDir,
      '--emptyOutDir',
      '--manifest',
    ],
    { cwd: REPO_ROOT, stdio: 'ignore' },
  );
  if (build.status !== 0) throw new Error('The web build failed');
  const javascript = await measureInitialJavascript(distDir);

  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const [pglite] = testDatabases();
  const t = await createTestApp(pglite!, { env: { PUBLIC_URL: origin, WEB_DIST_DIR: distDir } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const timings: number[] = [];
  const baselineTimings: number[] = [];
  let rows = 0;
  let scroll: ScrollResult | undefined;
  let companiesCardRows = -1;
  try {
    const user = await signedInUser(t);
    await seedMailboxWithDomains(t.database.db, user.userId, DOMAINS);
    // What the Companies card lists by default (Hide Needed on): the pending records.
    const [pending] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(domainRecords)
      .where(eq(domainRecords.status, 'pending'));
    companiesCardRows = pending!.count;
    const baselineUser = await signedInUser(t);
    await seedMailboxWithDomains(t.database.db, baselineUser.userId, BASELINE_DOMAINS);
    await t.app.listen({ port, host: '127.0.0.1' });
    /** Opens the dashboard as the owner of `cookie` and answers when its first row showed. */
    const firstLoad = async (cookie: string, afterLoad?: (page: Page) => Promise<void>) => {
      const [name, value] = cookie.split(';')[0]!.split(/=(.*)/s);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: name!, value: value!, url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}/dashboard`);
      // Checked on every animation frame: the time since navigation when the first row showed.
      const shown = await page.waitForFunction(firstRowShownAt, undefined, { polling: 'raf' });
      const ms = (await shown.jsonValue()) as number;
      await afterLoad?.(page);
      await context.close();
      return ms;
    };
    // In turn, so that whatever else the machine does weighs on both alike.
    for (let load = 0; load < LOADS; load += 1) {
      timings.push(
        await firstLoad(user.cookie, async (page) => {
          rows = await page.locator('tbody tr[aria-rowindex]').count();
          if (load === LOADS - 1) scroll = await scrollToTheEnd(page);
        }),
      );
      baselineTimings.push(await firstLoad(baselineUser.cookie));
    }
  } finally {
    await browser.close();
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  }
  timings.sort((a, b) => a - b);
  baselineTimings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)]!;
  const baselineMedian = baselineTimings[Math.floor(baselineTimings.length / 2)]!;
  const ratio = median / baselineMedian;
  const isFirstLoadOk = isCi || median < FIRST_LOAD_GOAL_MS;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.table([
    {
      figure: 'initial JavaScript (gzip)',
      value: withGoal(
        kb(javascript.gzipBytes),
        `< ${kb(INITIAL_JS_GOAL_BYTES)}`,
        javascript.gzipBytes < INITIAL_JS_GOAL_BYTES,
      ),
      detail: `${javascript.files} files, ${kb(javascript.rawBytes)} before gzip`,
    },
    {
      figure: `dashboard first load, ${DOMAINS} companies (median of ${LOADS})`,
      value: isCi
        ? `${Math.round(median)} ms (< ${FIRST_LOAD_GOAL_MS} ms judged outside CI)`
        : withGoal(
            `${Math.round(median)} ms`,
            `< ${FIRST_LOAD_GOAL_MS} ms`,
            median < FIRST_LOAD_GOAL_MS,
          ),
      detail: `fastest ${Math.round(timings[0]!)} ms, slowest ${Math.round(timings.at(-1)!)} ms; ${rows} rows rendered`,
    },
    {
      figure: `the same, as a ratio of ${BASELINE_DOMAINS} companies' first load`,
      value: withGoal(
        `${ratio.toFixed(2)}×`,
        `≤ ${FIRST_LOAD_RATIO_GOAL}×`,
        ratio <= FIRST_LOAD_RATIO_GOAL,
      ),
      detail: `${BASELINE_DOMAINS} companies: median ${Math.round(baselineMedian)} ms, fastest ${Math.round(baselineTimings[0]!)} ms, slowest ${Math.round(baselineTimings.at(-1)!)} ms`,
    },
    {
      figure: 'scrolling the Companies card to its end',
      value: `${scroll?.loadedRows ?? 0} rows loaded by cursor`,
      detail: `at most ${scroll?.mostRendered ?? 0} rendered at once; ${scroll?.seconds.toFixed(1) ?? '-'} s`,
    },
  ]);
  return (
    javascript.gzipBytes < INITIAL_JS_GOAL_BYTES &&
    isFirstLoadOk &&
    ratio <= FIRST_LOAD_RATIO_GOAL &&
    scroll !== undefined &&
    scroll.loadedRows === companiesCardRows &&
    scroll.mostRendered < 100
  );
}
