import { openDatabase } from '@reclaim/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { assertMailConfigured, loadConfig, type Config, type Role } from './config';
import { createJobRegistrations } from './jobs/job-registrations';
import { startJobQueue } from './jobs/job-queue';
import { createProviders } from './mailbox-providers/registry';
import {
  requestFirstDirectoryUpdate,
  seedBuiltInDirectory,
} from './modules/directory/directory.service';
import { createAppMailer } from './modules/mail/app-mail.service';
import { createLocalOutbox } from './modules/mail/local-outbox';
import { AppError } from './lib/app-error';
import { createLogger } from './lib/logger';
import { loadSecrets } from './lib/secrets';

const ROLES: Role[] = ['web', 'worker'];
/** Log levels at which Fastify's info lines are not shown anyway. */
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/** `--role=web`, `--role=worker`, or both (the default). */
function parseRoles(argv: string[]): Role[] {
  const values = argv.filter((a) => a.startsWith('--role=')).map((a) => a.slice('--role='.length));
  if (values.length === 0) return ROLES;
  const roles = values.flatMap((v) => v.split(','));
  const unknown = roles.filter((r) => !ROLES.includes(r as Role));
  if (unknown.length > 0) {
    throw new AppError(
      'misconfigured',
      `Unknown role "${unknown.join(', ')}"; use --role=web or --role=worker.`,
    );
  }
  return [...new Set(roles)] as Role[];
}

/**
 * Listens without Fastify's "Server listening at http://127.0.0.1:3000" lines, which it logs at
 * info for each bound address with no option to change that: the one address a person should open
 * is PUBLIC_URL, logged once the app listens. The bound addresses are logged at debug.
 */
async function listenQuietly(app: FastifyInstance, config: Config) {
  await app.ready();
  const level = app.log.level;
  // Fastify's logger is a child of ours: raising its level leaves the workers' logs untouched.
  if (!QUIET_LEVELS.has(level)) app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  app.log.debug({ addresses: app.addresses() }, 'Listening');
}

async function main() {
  const roles = parseRoles(process.argv.slice(2));
  const config = loadConfig();
  const secrets = loadSecrets(config);
  assertMailConfigured(config);
  const logger = createLogger(config.logLevel);

  const database = await openDatabase(config.database);
  await seedBuiltInDirectory(database.db);
  const mailer = createAppMailer({
    db: database.db,
    logger,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  });
  const providers = createProviders({
    config,
    mailer,
    outbox: createLocalOutbox(database.db),
    db: database.db,
  });
  const registrations = createJobRegistrations({
    db: database.db,
    secretKey: secrets.secretKey,
    providers,
    logger,
    messageIdDomain: new URL(config.publicUrl).hostname,
  });
  const queue = await startJobQueue({
    database,
    roles,
    logger,
    registrations,
    concurrency: config.jobConcurrency,
  });
  if (roles.includes('worker')) await requestFirstDirectoryUpdate(database.db, queue.send);
  const app = roles.includes('web')
    ? await buildApp({ config, database, secrets, roles, queue, logger, mailer, providers })
    : undefined;
  if (app) await listenQuietly(app, config);
  logger.info(
    { roles, database: database.driver },
    app ? `Reclaim is running at ${config.publicUrl}` : 'Reclaim worker is running',
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'Stopping');
    await app?.close();
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const message =
    error instanceof AppError
      ? error.message
      : error instanceof Error
        ? error.stack
        : String(error);
  console.error(`Reclaim could not start: ${message}`);
  process.exit(1);
});
