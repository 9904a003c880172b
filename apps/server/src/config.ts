import { z } from 'zod';
import { AppError } from './lib/app-error';
import { PROVIDER_MODULES } from './mailbox-providers/registry';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);

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

export const environmentSchema = z.object({
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
  INTRO_VIDEO_URL: optionalUrl,
  PWNED_PASSWORDS_URL: optionalUrl,
  UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
});

/**
 * One row of README's configuration table (`npm run config-docs` writes it from these and from
 * each mailbox provider's own, and CI checks it is current).
 */
export interface SettingDoc {
  /** The variable, or variables that go together. */
  names: readonly string[];
  /** What applies when it is unset, in words. */
  default: string;
  meaning: string;
}

/** The server's own variables; each mailbox provider declares its own beside its code. */
export const CORE_SETTING_DOCS: readonly SettingDoc[] = [
  { names: ['PORT'], default: '`3000`', meaning: 'HTTP port' },
  {
    names: ['HOST'],
    default: '`localhost` (`0.0.0.0` in production)',
    meaning: 'Interface to listen on; set `0.0.0.0` to accept connections from other machines',
  },
  {
    names: ['PUBLIC_URL'],
    default: '`http://localhost:$PORT`',
    meaning: 'The one address to open (see below); cookies get `Secure` when it is https',
  },
  {
    names: ['TRUST_PROXY'],
    default: '`false`',
    meaning:
      'Trust `X-Forwarded-*` from a load balancer (needed for per-client rate limits behind one)',
  },
  {
    names: ['API_RATE_LIMIT_PER_IP'],
    default: '`6000`',
    meaning: 'Calls a minute from one IP address outside `/api/auth`, counted by each web process',
  },
  {
    names: ['API_RATE_LIMIT_PER_USER'],
    default: '`3000`',
    meaning: 'Calls a minute of one signed-in person, counted by each web process',
  },
  {
    names: ['API_RATE_LIMIT_ANONYMOUS_PER_IP'],
    default: '`600`',
    meaning:
      'Calls a minute from one IP address without a valid session, counted by each web process',
  },
  {
    names: ['DATABASE_URL'],
    default: 'embedded PGlite',
    meaning: '`postgres://…` uses that PostgreSQL server instead, with no other change',
  },
  {
    names: ['DATABASE_POOL_SIZE'],
    default: '`10`',
    meaning: 'Connections per process to PostgreSQL',
  },
  {
    names: ['DATA_DIR'],
    default: '`./data`',
    meaning: 'Where PGlite and the generated secrets live',
  },
  {
    names: ['JOB_CONCURRENCY'],
    default: 'scans 50, samples, syncs and sends 8',
    meaning: 'Jobs a worker runs at once by queue, e.g. `mailbox.scan=80` (1-200; other queues: 1)',
  },
  {
    names: ['RECLAIM_SECRET_KEY'],
    default: 'generated',
    meaning: '32 bytes, base64: encrypts provider tokens at rest. **Required in production**',
  },
  {
    names: ['BETTER_AUTH_SECRET'],
    default: 'generated',
    meaning: 'At least 32 characters: signs sessions. **Required in production**',
  },
  {
    names: ['SMTP_URL'],
    default: 'local outbox',
    meaning: '`smtp://user:pass@host:587` for app mail. **Required in production**',
  },
  {
    names: ['MAIL_FROM'],
    default: '`Reclaim <no-reply@reclaim.localhost>`',
    meaning: 'Sender of app mail',
  },
  {
    names: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    default: 'unset',
    meaning:
      'Enables "Sign in with Google" and connecting Gmail mailboxes (return URL `/gmail-auth`)',
  },
  {
    names: ['GOOGLE_ISSUER'],
    default: '`https://accounts.google.com`',
    meaning: 'OpenID issuer for Google (tests point it at a local provider)',
  },
  {
    names: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    default: 'unset',
    meaning:
      'Enables "Sign in with Microsoft" and connecting Outlook mailboxes (`/microsoft-auth`)',
  },
  {
    names: ['MICROSOFT_ISSUER'],
    default: '`https://login.microsoftonline.com/common/v2.0`',
    meaning: 'OpenID issuer for Microsoft',
  },
  {
    names: ['INTRO_VIDEO_URL'],
    default: 'unset',
    meaning: 'Video on the landing page; a poster is shown without it',
  },
  {
    names: ['PWNED_PASSWORDS_URL'],
    default: 'unset (off)',
    meaning:
      '`https://api.pwnedpasswords.com`: also refuse breached passwords, asked by k-anonymity',
  },
  {
    names: ['UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS'],
    default: '`false`',
    meaning:
      'Let "Stop their e-mails" post to private and local addresses (a test stand-in); refused in production',
  },
  { names: ['LOG_LEVEL'], default: '`info`', meaning: '`fatal` … `trace`, or `silent`' },
  {
    names: ['WEB_DIST_DIR'],
    default: '`apps/web/dist`',
    meaning: 'The built web app the server serves (the browser tests point it at their own build)',
  },
  {
    names: ['NODE_ENV'],
    default: '`development`',
    meaning: '`production` refuses to start without the secrets and SMTP',
  },
];

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
  introVideoUrl: string | null;
  /**
   * Have I Been Pwned's range API (`https://api.pwnedpasswords.com`), asked by k-anonymity
   * whether a new password was breached; unset, only the bundled list of common ones is checked.
   */
  pwnedPasswordsUrl: string | undefined;
  /**
   * "Stop their e-mails" may post to private and local addresses: a test's stand-in, never in
   * production, where the address comes from a company's mail and must be public.
   */
  unsubscribeAllowsPrivateHosts: boolean;
  /**
   * The mailbox providers' own variables as the environment gave them (checked at start); each
   * provider reads its settings from them with its own schema.
   */
  providerEnvironment: Readonly<Record<string, string | undefined>>;
  logLevel: string;
  webDistDir: string | undefined;
  /** Secrets as given by the environment; `loadSecrets` fills in what is missing. */
  secretKey: string | undefined;
  authSecret: string | undefined;
}

/** Reads and checks the environment once at start; a wrong value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  // Every provider's variables are checked with the server's, and reported together.
  const providerIssues = Object.values(PROVIDER_MODULES).flatMap(
    ({ settings }) => settings.schema.safeParse(env).error?.issues ?? [],
  );
  if (!parsed.success || providerIssues.length > 0) {
    const fields = [...(parsed.error?.issues ?? []), ...providerIssues].map((issue) => ({
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
  if (isProduction && e.UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS) {
    const message =
      'Only a test stand-in needs it: an unsubscribe address comes from anyone’s mail';
    throw new AppError(
      'misconfigured',
      `Invalid configuration: UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS (${message})`,
      [{ path: 'UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS', message }],
    );
  }
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
    introVideoUrl: e.INTRO_VIDEO_URL ?? null,
    pwnedPasswordsUrl: e.PWNED_PASSWORDS_URL,
    unsubscribeAllowsPrivateHosts: e.UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS,
    providerEnvironment: Object.fromEntries(
      Object.values(PROVIDER_MODULES)
        .flatMap(({ settings }) => settings.docs.flatMap((doc) => doc.names))
        .map((name) => [name, env[name]]),
    ),
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
