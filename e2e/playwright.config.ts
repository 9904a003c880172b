import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  APP_PORT,
  APP_URL,
  GOOGLE_CLIENT_ID,
  GMAIL_REDIRECT_URI,
  GOOGLE_CLIENT_SECRET,
  GOOGLE_REDIRECT_URI,
  STAND_IN_ISSUER,
  STAND_IN_PORT,
} from './fixtures/environment';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const isCi = Boolean(process.env.CI);

// Each run gets an empty database, so rate-limit counters and accounts never carry over. The runner
// loads this file again in every worker; the environment keeps the first run's choice for them.
process.env.RECLAIM_E2E_DATA_DIR ??= `.e2e-data/run-${Date.now()}`;
const dataDir = process.env.RECLAIM_E2E_DATA_DIR;
// The run's own build of the web app: a build of apps/web/dist started elsewhere mid-run would
// replace the chunks the open pages still load.
const webDistDir = join(repoRoot, dataDir, 'web');

const MOBILE_SPECS = /mobile-.*\.spec\.ts/;

export default defineConfig({
  testDir: '.',
  // The stand-in's own Vitest tests end in .test.ts; only the browser specs run here.
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCi,
  retries: 0,
  // The suite runs on two cores next to the app, the stand-in and the browser.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
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
        `npx tsx e2e/stand-ins/oidc-stand-in.cli.ts --port ${STAND_IN_PORT} ` +
        `--client-id ${GOOGLE_CLIENT_ID} --client-secret ${GOOGLE_CLIENT_SECRET} ` +
        `--redirect-uri ${GOOGLE_REDIRECT_URI} --redirect-uri ${GMAIL_REDIRECT_URI}`,
      cwd: repoRoot,
      url: `${STAND_IN_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: !isCi,
      timeout: 60_000,
    },
    {
      name: 'app',
      // Building first means the suite always runs against the current web code.
      command:
        `npm run build -w @reclaim/web -- --outDir ${webDistDir} --emptyOutDir && ` +
        'npx tsx apps/server/src/main.ts',
      cwd: repoRoot,
      url: `${APP_URL}/healthz`,
      reuseExistingServer: !isCi,
      timeout: 180_000,
      env: {
        PORT: String(APP_PORT),
        PUBLIC_URL: APP_URL,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistDir,
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET,
        GOOGLE_ISSUER: STAND_IN_ISSUER,
        // No Gmail API runs in the suite: a connected Google mailbox's scan fails at once.
        GMAIL_API_URL: 'http://127.0.0.1:9',
        // Whatever the shell has set, the suite wants embedded PGlite, the local outbox and no
        // Microsoft client.
        DATABASE_URL: '',
        SMTP_URL: '',
        MICROSOFT_CLIENT_ID: '',
        // With Google configured the demo mailbox would be off; the suite connects it.
        DEMO_MAILBOX: 'true',
      },
    },
  ],
});
