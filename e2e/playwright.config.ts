import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { appServer, REPO_ROOT, type AppServer } from './fixtures/app-server';
import {
  APP_URL,
  DOVECOT_PORT,
  EMULATED_MAILBOX,
  GMAIL_API_PORT,
  GOOGLE_CLIENT_ID,
  GMAIL_REDIRECT_URI,
  GOOGLE_CLIENT_SECRET,
  GOOGLE_REDIRECT_URI,
  GRAPH_API_PORT,
  GRAPH_API_URL,
  IMAP_MAILBOX,
  IMAP_OWN_ADDRESSES,
  MICROSOFT_CLIENT_ID,
  MICROSOFT_CLIENT_SECRET,
  MICROSOFT_REDIRECT_URI,
  ONE_CLICK_CERT_DIR,
  ONE_CLICK_PORT,
  ONE_CLICK_URL,
  OUTLOOK_REDIRECT_URI,
  ENTRA_VERIFIED_DOMAIN,
  STAND_IN_ISSUER,
  STAND_IN_PORT,
} from './fixtures/environment';

const isCi = Boolean(process.env.CI);

const withEnvironment = (server: AppServer, env: Record<string, string>): AppServer => ({
  ...server,
  env: { ...server.env, ...env },
});

/** The app, with one form-only company of the datenanfragen data set in its directory first. */
const seededFirst = (server: AppServer): AppServer => ({
  ...server,
  command: `npx tsx e2e/fixtures/seed-directory.ts && ${server.command}`,
});

// Each run gets an empty database, so rate-limit counters and accounts never carry over. The runner
// loads this file again in every worker; the environment keeps the first run's choice for them.
process.env.RECLAIM_E2E_DATA_DIR ??= `.e2e-data/run-${Date.now()}`;
const dataDir = process.env.RECLAIM_E2E_DATA_DIR;

const MOBILE_SPECS = /mobile-.*\.spec\.ts/;

export default defineConfig({
  testDir: '.',
  // The stand-in's own Vitest tests end in .test.ts; only the browser specs run here.
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  forbidOnly: isCi,
  retries: 0,
  // The suite runs on two cores next to the app, the stand-in and the browser.
  workers: 2,
  // A journey (sign up, connect and scan a mailbox, then a dozen checks with axe) takes 15-35 s on
  // such a machine while the other worker runs its own: the budget is twice the slowest.
  timeout: 70_000,
  expect: { timeout: 10_000 },
  // CI also asks for the JSON report, which its closing line is summed from.
  reporter: [
    ['list'],
    ['html', { open: 'never' }],
    ...(process.env.RECLAIM_REPORTS_DIR
      ? [['json', { outputFile: `${process.env.RECLAIM_REPORTS_DIR}/playwright.json` }] as const]
      : []),
  ],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: MOBILE_SPECS,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: MOBILE_SPECS,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      name: 'oidc-stand-in',
      command:
        `npx tsx packages/stand-ins/src/oidc/oidc-stand-in.cli.ts --port ${STAND_IN_PORT} ` +
        `--client ${GOOGLE_CLIENT_ID},${GOOGLE_CLIENT_SECRET},${GOOGLE_REDIRECT_URI},${GMAIL_REDIRECT_URI} ` +
        `--client ${MICROSOFT_CLIENT_ID},${MICROSOFT_CLIENT_SECRET},${MICROSOFT_REDIRECT_URI},${OUTLOOK_REDIRECT_URI} ` +
        `--entra-client ${MICROSOFT_CLIENT_ID} --entra-verified-domain ${ENTRA_VERIFIED_DOMAIN}`,
      cwd: REPO_ROOT,
      url: `${STAND_IN_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: !isCi,
      timeout: 60_000,
    },
    {
      name: 'mail-apis',
      // Every address the stand-in vouches for gets the same generated mailbox, so tests can
      // connect fresh addresses; tokens are checked at the stand-in's userinfo endpoint.
      command:
        'npx tsx packages/stand-ins/src/mail-apis/mail-apis.cli.ts --any-email ' +
        `--userinfo ${STAND_IN_ISSUER}/me --gmail-port ${GMAIL_API_PORT} --graph-port ${GRAPH_API_PORT} ` +
        '--gmail-search realistic ' +
        `--seed ${EMULATED_MAILBOX.seed} --messages ${EMULATED_MAILBOX.messages} ` +
        `--senders ${EMULATED_MAILBOX.senders} --start ${EMULATED_MAILBOX.start} --end ${EMULATED_MAILBOX.end}`,
      cwd: REPO_ROOT,
      // Graph starts after Gmail; it answers 401 to a call without a token once it listens.
      url: `${GRAPH_API_URL}/v1.0/me`,
      reuseExistingServer: !isCi,
      timeout: 60_000,
    },
    {
      name: 'dovecot',
      command:
        `npx tsx packages/stand-ins/src/dovecot/dovecot-stand-in.cli.ts --port ${DOVECOT_PORT} ` +
        [IMAP_MAILBOX.address, ...Object.values(IMAP_OWN_ADDRESSES)]
          .map((address) => `--user ${address} `)
          .join('') +
        `--password ${IMAP_MAILBOX.password} ` +
        `--seed ${IMAP_MAILBOX.seed} --messages ${IMAP_MAILBOX.messages} ` +
        `--senders ${IMAP_MAILBOX.senders}`,
      cwd: REPO_ROOT,
      port: DOVECOT_PORT,
      reuseExistingServer: !isCi,
      timeout: 60_000,
      // SIGTERM lets the stand-in stop Dovecot and remove its files.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'one-click-unsubscribe',
      command:
        'npx tsx packages/stand-ins/src/unsubscribe/one-click-stand-in.cli.ts ' +
        `--port ${ONE_CLICK_PORT} --cert-dir ${ONE_CLICK_CERT_DIR}`,
      cwd: REPO_ROOT,
      port: ONE_CLICK_PORT,
      reuseExistingServer: !isCi,
      timeout: 60_000,
    },
    {
      name: 'app',
      // Building first means the suite always runs against the current code, compiled as
      // `npm start` runs it; each run builds into its own folder. The demo newsletters
      // unsubscribe at the stand-in above, whose certificate the server trusts.
      ...withEnvironment(seededFirst(appServer(dataDir)), {
        DEMO_UNSUBSCRIBE_URL: ONE_CLICK_URL,
        UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS: 'true',
        NODE_EXTRA_CA_CERTS: join(REPO_ROOT, ONE_CLICK_CERT_DIR, 'cert.pem'),
      }),
      cwd: REPO_ROOT,
      url: `${APP_URL}/healthz`,
      reuseExistingServer: !isCi,
      timeout: 180_000,
    },
  ],
});
