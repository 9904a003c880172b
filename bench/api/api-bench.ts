import { fileURLToPath } from 'node:url';
import {
  GET_DOMAIN_COUNTS_PATH,
  GET_DOMAINS_PATH,
  GET_DOMAINS_V2_PATH,
  DOMAIN_PAGE_SIZE,
} from '@reclaim/contract';
import { testDatabases, type TestDatabase } from '@reclaim/db/testing';
import { sql } from 'drizzle-orm';
import {
  createTestApp,
  postJson,
  signedInUser,
  TEST_ORIGIN,
  type TestApp,
} from '../../apps/server/src/test/test-app';
import { withGoal } from '../scan/bench-goals';
import type { LoadResult } from './http-load';
import { BENCH_SERVER_ENV, measureBareRoute, runLoadClient } from './load-process';
import { seedMailboxWithDomains } from './seed-domains';

const DOMAINS = 5_000;
const CONNECTIONS = 50;
const SECONDS = 5;
const P95_GOAL_MS = 25;
const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

interface Endpoint {
  name: string;
  path: string;
  requestBody: (emailId: string) => unknown;
  /** Checks the answer is the real thing before it is timed. */
  check: (answer: { data: { responseListObject: unknown[]; lastKey?: string | null } }) => boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: '_getAllDomain',
    path: GET_DOMAIN_COUNTS_PATH,
    requestBody: (emailId) => ({ emailId }),
    check: (answer) => {
      const counts = answer.data.responseListObject[0] as Record<string, number>;
      const total = ['needed', 'pending', 'processing', 'failed', 'initiated', 'reclaimed']
        .map((status) => counts[`${status}Domain`] ?? 0)
        .reduce((sum, value) => sum + value, 0);
      return total === DOMAINS;
    },
  },
  {
    name: '_get (pending, page 1)',
    path: GET_DOMAINS_PATH,
    requestBody: (emailId) => ({ status: 'pending', emailId, parsedEmailDataId: null }),
    check: (answer) =>
      answer.data.responseListObject.length === DOMAIN_PAGE_SIZE && Boolean(answer.data.lastKey),
  },
  {
    name: '_get/v2 (Companies card, page 1)',
    path: GET_DOMAINS_V2_PATH,
    requestBody: (emailId) => ({
      tile: 'pending',
      emailId,
      hideNeededDomain: true,
      showRecommendedDomain: false,
      parsedEmailDataId: null,
    }),
    check: (answer) =>
      answer.data.responseListObject.length === DOMAIN_PAGE_SIZE && Boolean(answer.data.lastKey),
  },
];

function runLoad(url: string, body: unknown, headers: Record<string, string>) {
  return runLoadClient<LoadResult>(LOAD_CLIENT, {
    url,
    body: JSON.stringify(body),
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
}

interface ApiRow {
  database: string;
  endpoint: string;
  result: LoadResult;
  /** Median time of one call right after the mailbox changed, when nothing is cached. */
  coldMs: number;
  isChecked: boolean;
}

const COLD_SAMPLES = 15;

/**
 * One call at a time, each right after a change to the mailbox's records (as a scan or a status
 * change makes), so every answer is read from the database: the cost of a cache miss.
 */
async function measureColdReads(
  t: TestApp,
  url: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const timings: number[] = [];
  for (let sample = 0; sample < COLD_SAMPLES; sample += 1) {
    await t.database.db.execute(
      sql`update domain_records set updated_at = now() where domain = 'company-00000.example'`,
    );
    // The change notification reaches the server's listener at commit; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', ...headers },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b)[Math.floor(timings.length / 2)]!;
}

async function measureDatabase(testDatabase: TestDatabase): Promise<ApiRow[]> {
  const t = await createTestApp(testDatabase, { env: BENCH_SERVER_ENV });
  try {
    const user = await signedInUser(t);
    const emailId = await seedMailboxWithDomains(t.database.db, user.userId, DOMAINS);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { cookie: user.cookie, origin: TEST_ORIGIN };
    const rows: ApiRow[] = [];
    for (const endpoint of ENDPOINTS) {
      const body = {
        requestInfo: { userName: user.email },
        requestBody: endpoint.requestBody(emailId),
      };
      const answer = await postJson(t.app, endpoint.path, body, { cookie: user.cookie });
      const isChecked = answer.statusCode === 200 && endpoint.check(answer.json());
      const coldMs = await measureColdReads(t, `${url}${endpoint.path}`, body, headers);
      const result = await runLoad(`${url}${endpoint.path}`, body, headers);
      rows.push({
        database: testDatabase.name,
        endpoint: endpoint.name,
        result,
        coldMs,
        isChecked,
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

/**
 * `npm run bench -- api`: a person with 5,000 companies; the counts and the first page of both
 * list calls under 50 concurrent connections, on PGlite and on Postgres (DATABASE_URL, or the
 * local server), against a bare Fastify route measured in the same run.
 */
export async function runApiBench(): Promise<boolean> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const bare = await measureBareRoute((url) => runLoad(url, {}, {}));
  const rows: ApiRow[] = [];
  for (const testDatabase of testDatabases()) rows.push(...(await measureDatabase(testDatabase)));
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${DOMAINS} domain records, ${CONNECTIONS} concurrent connections, ${SECONDS} s per row; ` +
      `'cold call': median of ${COLD_SAMPLES} single calls right after a change (nothing cached)`,
  );
  console.table([
    {
      database: '-',
      endpoint: 'bare Fastify route',
      'req/s': Math.round(bare.rps),
      'vs bare': '1.00',
      p50: ms(bare.p50),
      p95: ms(bare.p95),
      errors: bare.errors,
      'cold call': '-',
      answer: '-',
    },
    ...rows.map((row) => ({
      database: row.database,
      endpoint: row.endpoint,
      'req/s': Math.round(row.result.rps),
      'vs bare': (row.result.rps / bare.rps).toFixed(3),
      p50: ms(row.result.p50),
      p95: withGoal(ms(row.result.p95), `< ${P95_GOAL_MS} ms`, row.result.p95 < P95_GOAL_MS),
      errors: row.result.errors,
      'cold call': ms(row.coldMs),
      answer: row.isChecked ? 'checked' : 'WRONG',
    })),
  ]);
  return rows.every((row) => row.isChecked && row.result.errors === 0);
}
