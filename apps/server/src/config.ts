import { z } from 'zod';
import { AppError } from './lib/app-error';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);

/** A port, or a span of ports like `2000-2999`, both ends included. */
const portRangeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}(-\d{1,5})?$/, 'a port or a range such as 2000-2999')
  .transform((text) => {
    const [from, to = from] = text.split('-').map(Number) as [number, number?];
    return { from, to };
  })
  .refine(({ from, to }) => from >= 1 && to <= 65_535 && from <= to, 'ports run from 1 to 65535');

/** `IMAP_ALLOW_PORTS`: ports and ranges, separated by commas; empty allows no more. */
const portRangesSchema = z
  .string()
  .default('')
  .transform((text) => text.split(',').filter((part) => part.trim() !== ''))
  .pipe(z.array(portRangeSchema));

/** `JOB_CONCURRENCY`: `queue=count` pairs separated by commas, e.g. `mailbox.scan=40`. */
const jobConcurrencySchema = z
  .string()
  .default('')
  .transform((text) => text.split(',').filter((part) => part.trim() !== ''))
  .pipe(
    z.array(
      z
        .string()
        .trim()
        .regex(/^[a-z][a-z.-]*=\d{1,3}$/, 'queue=count pairs such as mailbox.scan=40')
        .transform((pair) => pair.split('=') as [string, string])
        .refine(([, count]) => Number(count) >= 1 && Number(count) <= 200, 'a count from 1 to 200'),
    ),
  )
  .transform((pairs) => Object.fromEntries(pairs.map(([name, count]) => [name, Number(count)])));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: optionalText,
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.stringbool().default(false),
  API_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(6_000),
  API_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(3_000),
  API_RATE_LIMIT_ANONYMOUS_PER_IP: z.coerce.number().int().min(1).default(600),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JOB_CONCURRENCY: jobConcurrencySchema,
  DATA_DIR: z.string().default('./data'),
  RECLAIM_SECRET_KEY: optionalText,
  BETTER_AUTH_SECRET: optionalText,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Reclaim <no-reply@reclaim.localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
  GMAIL_API_URL: z.url().default('https://gmail.googleapis.com'),
  GMAIL_QUOTA: z.enum(['current', 'legacy']).default('current'),
  // Google's per-project limit, the same for both regimes (developers.google.com/workspace/gmail/api/reference/quota).
  GMAIL_PROJECT_UNITS_PER_MINUTE: z.coerce.number().int().min(100).default(1_200_000),
  GRAPH_API_URL: z.url().default('https://graph.microsoft.com'),
  // Graph's limit of one app across all tenants (learn.microsoft.com/graph/throttling-limits).
  GRAPH_APP_REQUESTS_PER_10_SECONDS: z.coerce.number().int().min(10).default(130_000),
  INTRO_VIDEO_URL: optionalUrl,
  DEMO_MAILBOX: z.stringbool().optional(),
  IMAP_ALLOW_PRIVATE_HOSTS: z.stringbool().default(false),
  PWNED_PASSWORDS_URL: optionalUrl,
  IMAP_ALLOW_PORTS: portRangesSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
});

export type Role = 'web' | 'worker';

export interface CallLimitSettings {
  /** From one client address (an IPv6 /64 counts as one). */
  perAddress: number;
  /** Of one signed-in person. */
  perUser: number;
  /** From one client address without a valid session. */
  anonymousPerAddress: number;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  trustProxy: boolean;
  /** Calls a minute outside the identity API, counted by each web process (decision 43). */
  callLimits: CallLimitSettings;
  database:
    | { driver: 'pglite'; dataDir: string }
    | { driver: 'postgres'; connectionString: string; maxConnections: number };
  dataDir: string;
  /** Jobs a worker process runs at once, by queue, over each job's own default. */
  jobConcurrency: Record<string, number>;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: OAuthClientConfig | undefined;
  microsoft: OAuthClientConfig | undefined;
  /** Where the Gmail and Graph adapters send their API calls (tests point them at loopback). */
  gmailApiUrl: string;
  /** The Google Cloud project's Gmail prices and per-user limit (see `GMAIL_QUOTAS`). */
  gmailQuota: 'current' | 'legacy';
  /** The Cloud project's Gmail units a minute, kept across every worker process. */
  gmailProjectUnitsPerMinute: number;
  graphApiUrl: string;
  /** Microsoft Graph requests in any 10 s of the app, kept across every process. */
  graphAppRequestsPer10Seconds: number;
  introVideoUrl: string | null;
  /**
   * The demo mailbox: in production only with `DEMO_MAILBOX=true`; elsewhere on by default while
   * neither Google nor Microsoft is configured.
   */
  isDemoMailboxEnabled: boolean;
  /**
   * IMAP and SMTP servers on loopback, private or link-local addresses may be reached: for tests
   * and a mail server on the operator's own network. Off, the connect form cannot probe them.
   */
  imapAllowPrivateHosts: boolean;
  /**
   * Have I Been Pwned's range API (`https://api.pwnedpasswords.com`), asked by k-anonymity
   * whether a new password was breached; unset, only the bundled list of common ones is checked.
   */
  pwnedPasswordsUrl: string | undefined;
  /**
   * Ports IMAP and SMTP servers may be on besides the usual ones (IMAP 143 and 993, SMTP 587 and
   * 465): for tests, and an operator whose users' mail servers listen elsewhere.
   */
  imapAllowPorts: { from: number; to: number }[];
  logLevel: string;
  webDistDir: string | undefined;
  /** Secrets as given by the environment; `loadSecrets` fills in what is missing. */
  secretKey: string | undefined;
  authSecret: string | undefined;
}

/** Reads and checks the environment once at start; a wrong value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError(
      'misconfigured',
      `Invalid configuration: ${fields.map((f) => `${f.path} (${f.message})`).join(', ')}`,
      fields,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const oauthClient = (id?: string, secret?: string, issuer?: string) =>
    id && secret && issuer ? { clientId: id, clientSecret: secret, issuer } : undefined;
  return {
    isProduction,
    port: e.PORT,
    // Development servers list sign-up codes at /dev/outbox: keep them off the network unless asked.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : 'localhost'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    callLimits: {
      perAddress: e.API_RATE_LIMIT_PER_IP,
      perUser: e.API_RATE_LIMIT_PER_USER,
      anonymousPerAddress: e.API_RATE_LIMIT_ANONYMOUS_PER_IP,
    },
    database: e.DATABASE_URL
      ? {
          driver: 'postgres',
          connectionString: e.DATABASE_URL,
          maxConnections: e.DATABASE_POOL_SIZE,
        }
      : { driver: 'pglite', dataDir: `${e.DATA_DIR}/pglite` },
    dataDir: e.DATA_DIR,
    jobConcurrency: e.JOB_CONCURRENCY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER),
    microsoft: oauthClient(e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, e.MICROSOFT_ISSUER),
    gmailApiUrl: e.GMAIL_API_URL.replace(/\/$/, ''),
    gmailQuota: e.GMAIL_QUOTA,
    gmailProjectUnitsPerMinute: e.GMAIL_PROJECT_UNITS_PER_MINUTE,
    graphApiUrl: e.GRAPH_API_URL.replace(/\/$/, ''),
    graphAppRequestsPer10Seconds: e.GRAPH_APP_REQUESTS_PER_10_SECONDS,
    introVideoUrl: e.INTRO_VIDEO_URL ?? null,
    // In production app mail goes out by SMTP, so the requests a demo mailbox "sends" would reach
    // real companies' privacy addresses: offer it there only when asked for.
    isDemoMailboxEnabled:
      e.DEMO_MAILBOX ?? (!isProduction && !(e.GOOGLE_CLIENT_ID || e.MICROSOFT_CLIENT_ID)),
    imapAllowPrivateHosts: e.IMAP_ALLOW_PRIVATE_HOSTS,
    pwnedPasswordsUrl: e.PWNED_PASSWORDS_URL,
    imapAllowPorts: e.IMAP_ALLOW_PORTS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    secretKey: e.RECLAIM_SECRET_KEY,
    authSecret: e.BETTER_AUTH_SECRET,
  };
}

/** Production needs real mail: sign-up and reset codes must reach people. */
export function assertMailConfigured(config: Config) {
  if (config.isProduction && !config.smtpUrl) {
    throw new AppError(
      'misconfigured',
      'SMTP_URL is required in production: sign-up and reset codes must reach people by mail.',
      [{ path: 'SMTP_URL', message: 'Required' }],
    );
  }
}
