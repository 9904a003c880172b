// `npm run test:sqlmap`: sqlmap (Debian's package) against every call of the route table on a
// running server, signed in as a person with the demo mailbox scanned. Fails if sqlmap finds any
// parameter injectable.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.SQLMAP_PORT ?? 3390);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'Reclaim!2026x';
const DEMO = 'demo@reclaim.example';
const SEND_EMAIL_PATH = '/pieeye-pfmdsr/api/dsr/_sendEmail';
const email = `sqlmap-${Date.now()}@example.com`;

/** A value for each field a call names, so sqlmap's baseline answer is the call's real one. */
/**
 * A value of each other type: an optional list is sent empty (what a body may always hold, such
 * as a company that asks for no identification), so the call does what it does.
 */
const SAMPLE_OF_TYPE: Record<string, unknown> = { boolean: false, array: [] };

const KNOWN: Record<string, unknown> = {
  emailId: DEMO,
  userEmail: DEMO,
  emailAddress: DEMO,
  domainName: 'netflix.com',
  contactEmailId: 'privacy@netflix.com',
  status: 'needed',
  tile: 'pending',
  template: 'gdpr',
  jurisdiction: 'gdpr',
  kind: 'company',
  parsedEmailDataId: 'x',
  aliases: ['other@example.org'],
  bulkDomain: ['netflix.com'],
};
/** Calls that would end the session or the mailbox under test; their input is fuzzed elsewhere. */
const SKIPPED = new Set([
  '/pieeye-pfmuser/api/account/_deleteAccount',
  '/pieeye-pfmuser/api/account/_deleteConnection',
]);

interface Schema {
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  type?: string;
}

const dataDir = mkdtempSync(join(tmpdir(), 'reclaim-sqlmap-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO_MAILBOX: 'true',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForServer();
  const cookie = await signIn();
  await post('/pieeye-pfmuser/api/account/_pfmDataRequest', cookie, {
    oauthProvider: 'demo',
    type: 'connect',
  });
  const document = (await (await fetch(`${ORIGIN}/api/openapi.json`)).json()) as OpenApi;
  const calls = callsOf(document);
  // The calls about a request (a reminder, its details) find the one sent here, whatever the
  // scan does meanwhile (Rescan is among the calls probed): the company is found first.
  await scanCompleted(cookie);
  const sendEmail = calls.find(({ path }) => path === SEND_EMAIL_PATH)!;
  await post(SEND_EMAIL_PATH, cookie, sendEmail.requestBody);
  const findings: string[] = [];
  for (const { path, requestBody } of calls) {
    const started = Date.now();
    // A run that reached no verdict (a connection sqlmap gave up on) is run once more; a finding
    // never is.
    let verdict = runSqlmap(path, cookie, requestBody);
    if (verdict === 'failed') verdict = runSqlmap(path, cookie, requestBody);
    console.log(`${verdict.padEnd(12)} ${path} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (verdict !== 'clean') findings.push(`${path} (${verdict})`);
  }
  if (findings.length > 0) {
    // 'failed' is no verdict (sqlmap could not test the call), 'injectable' a finding.
    console.error(`sqlmap did not find these calls clean: ${findings.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`sqlmap: no injectable parameter in ${calls.length} calls.`);
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

/** Waits until the demo mailbox's scan has completed. */
async function scanCompleted(cookie: string) {
  for (let i = 0; i < 240; i++) {
    const { data } = (await post('/pieeye-pfmuser/api/dashboard/_getConnection', cookie)) as {
      data?: { responseListObject: { emailId: string; status: string }[] };
    };
    const demo = data?.responseListObject.find(({ emailId }) => emailId === DEMO);
    if (demo?.status === 'completed') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The demo mailbox was not scanned within two minutes');
}

/** Calls `path` as the signed-in person, answering its JSON; a refusal throws. */
async function post(path: string, cookie: string, requestBody?: unknown): Promise<unknown> {
  const answer = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ requestInfo: { userName: email }, requestBody }),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

async function signIn(): Promise<string> {
  const auth = (path: string, body: unknown) =>
    fetch(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(body),
    });
  await auth('/sign-up/email', { name: 'Sql Map', email, password: PASSWORD });
  const outbox = (await (
    await fetch(`${ORIGIN}/dev/outbox`, { headers: { accept: 'application/json' } })
  ).json()) as { messages: { recipient: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.recipient === email)!.text)![1];
  await auth('/email-otp/verify-email', { email, otp: code });
  const signedIn = await auth('/sign-in/email', { email, password: PASSWORD });
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!signedIn.ok || cookie.length === 0) throw new Error('Could not sign in');
  return cookie.join('; ');
}

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

function callsOf(document: OpenApi) {
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const operation = item.post as
      { requestBody?: { content: { 'application/json': { schema: Schema } } } } | undefined;
    const schema = operation?.requestBody?.content['application/json'].schema;
    const body = schema?.properties?.requestBody;
    if (!path.startsWith('/pieeye-') || SKIPPED.has(path)) return [];
    return [{ path, requestBody: body ? sampleOf(body) : undefined }];
  });
}

/**
 * A body the call accepts: known values, an enum's first, a type's sample; an optional object (a
 * correction's or an identification's details) is left out, as a request of the first type sends.
 */
function sampleOf(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([key, property]) => property.type !== 'object' || schema.required?.includes(key))
      .map(([key, property]) => [
        key,
        KNOWN[key] ?? property.enum?.[0] ?? SAMPLE_OF_TYPE[property.type ?? 'string'] ?? 'x',
      ]),
  );
}

/** 'clean', or 'injectable' / 'failed' with sqlmap's output shown. */
function runSqlmap(path: string, cookie: string, requestBody: unknown): string {
  const output = mkdtempSync(join(tmpdir(), 'reclaim-sqlmap-out-'));
  const data = JSON.stringify({
    requestInfo: { userName: email },
    ...(requestBody ? { requestBody } : {}),
  });
  const run = spawnSync(
    'sqlmap',
    [
      '-u',
      `${ORIGIN}${path}`,
      '--data',
      data,
      '--cookie',
      cookie,
      '--headers',
      `Origin: ${ORIGIN}\nContent-Type: application/json`,
      '--batch',
      '--level',
      '2',
      '--risk',
      '1',
      '--dbms',
      'PostgreSQL',
      '--technique',
      'BEUS',
      '--threads',
      '4',
      '--skip-waf',
      '--disable-coloring',
      '--output-dir',
      output,
    ],
    { encoding: 'utf8', timeout: 15 * 60_000 },
  );
  rmSync(output, { recursive: true, force: true });
  const text = `${run.stdout}\n${run.stderr}`;
  if (
    /is vulnerable|appears to be '.*' injectable|sqlmap identified the following injection/i.test(
      text,
    )
  ) {
    console.error(text);
    return 'injectable';
  }
  if (run.status !== 0 || !/do not appear to be injectable|not injectable/i.test(text)) {
    const reason = run.error ? String(run.error) : `exit status ${run.status}`;
    console.error(`sqlmap reached no verdict on ${path} (${reason}); its last lines:`);
    console.error(text.slice(-3000));
    return 'failed';
  }
  return 'clean';
}
