import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@reclaim/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config, Role } from './config';
import type { JobQueue } from './jobs/job-queue';
import { findBrowserOrigins } from './lib/browser-origins';
import { createKeyedHash } from './lib/keyed-hash';
import { createLogger } from './lib/logger';
import type { Secrets } from './lib/secrets';
import { createProviders, type ProviderRegistry } from './mailbox-providers/registry';
import { startChangeNotifications } from './lib/change-notifications';
import { createReadCache } from './lib/read-cache';
import { createSessionCache } from './lib/session-cache';
import { accountRoutes } from './modules/account/account.routes';
import { deletionRequestsRoutes } from './modules/deletion-requests/deletion-requests.routes';
import { directoryRoutes } from './modules/directory/directory.routes';
import { domainsRoutes } from './modules/domains/domains.routes';
import { connectionsRoutes } from './modules/connections/connections.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createAuth } from './modules/identity/auth';
import { identityRoutes } from './modules/identity/identity.routes';
import { createPasswordScreen } from './modules/identity/password-screen';
import { createAppMailer, type AppMailer } from './modules/mail/app-mail.service';
import { createLocalOutbox } from './modules/mail/local-outbox';
import { companyAnswerRoutes, outboxRoutes } from './modules/mail/outbox.routes';
import {
  companyFiguresDevRoutes,
  companyFiguresRoutes,
} from './modules/company-figures/company-figures.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { createReferralTokens } from './modules/referral/referral-token';
import { referralRoutes } from './modules/referral/referral.routes';
import { createRateLimiter } from './modules/rate-limit/rate-limiter';
import { assertNoNulCharacter } from './lib/validation';
import { createCallLimits, registerCallLimits } from './plugins/call-limits';
import { registerCanonicalHost } from './plugins/canonical-host';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { createSessionReader } from './plugins/session';
import { registerSpa } from './plugins/spa';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  secrets: Secrets;
  roles: Role[];
  queue?: JobQueue | undefined;
  /** A shared logger (main), or false for silence (tests); defaults to one at config's level. */
  logger?: FastifyBaseLogger | false | undefined;
  /** Replaces the mailer built from config (tests read codes from it). */
  mailer?: AppMailer | undefined;
  /** Replaces the mailbox providers built from config. */
  providers?: ProviderRegistry | undefined;
  /**
   * The clock of the stored rate limits (fixed windows, an hour's starting on the hour): tests
   * that count to a limit pin it, so that a window's end cannot fall in the middle of the count.
   */
  rateLimitClock?: (() => number) | undefined;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the HTTP app without listening; `main.ts` listens, tests call `inject()`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger === false
      ? { logger: false }
      : { loggerInstance: deps.logger ?? createLogger(config.logLevel) }),
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('preValidation', async (request) => {
    assertNoNulCharacter(request.body);
    assertNoNulCharacter(request.params, 'params');
    assertNoNulCharacter(request.query, 'query');
  });
  // The OpenAPI description is generated from the same zod schemas that validate each route.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Reclaim API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  const isHttps = config.publicUrl.startsWith('https://');
  const mediaOrigins = config.introVideoUrl ? [new URL(config.introVideoUrl).origin] : [];
  await registerSecurity(app, {
    browserOrigins: findBrowserOrigins(config),
    mediaOrigins,
    isHttps,
  });
  if (config.isProduction) await registerCanonicalHost(app, { publicUrl: config.publicUrl });

  const mailer =
    deps.mailer ??
    createAppMailer({
      db: database.db,
      logger: app.log,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
    });
  const auth = createAuth({
    config,
    db: database.db,
    authSecret: deps.secrets.authSecret,
    mailer,
    logger: app.log,
  });
  // Counters are keyed by hashes of addresses and ids, so they never name a person.
  const hashKey = createKeyedHash(deps.secrets.secretKey, 'counter-keys');
  const rateLimiter = createRateLimiter(database.db, {
    hashSubject: hashKey,
    ...(deps.rateLimitClock && { now: deps.rateLimitClock }),
  });
  const readCache = createReadCache();
  const sessionCache = createSessionCache();
  try {
    const stop = await startChangeNotifications(database, {
      reads: readCache,
      sessions: sessionCache,
    });
    app.addHook('onClose', stop);
  } catch (error) {
    // Without change notifications a cached answer could be stale: read the database every time.
    readCache.reset(false);
    sessionCache.reset(false);
    app.log.warn({ err: error }, 'Change notifications are unavailable; nothing is cached');
  }
  const callLimits = createCallLimits(config.callLimits);
  const readSession = createSessionReader(auth, {
    cache: sessionCache,
    limits: callLimits.session,
  });
  registerCallLimits(app, { perAddress: callLimits.perAddress, readSession, rateLimiter });
  const origin = new URL(config.publicUrl).origin;

  await app.register(healthRoutes, { database, queue: deps.queue, roles: deps.roles });
  const forgetSessions = (userId: string) => sessionCache.invalidateUser(userId);
  await app.register(identityRoutes, {
    auth,
    db: database.db,
    rateLimiter,
    origin,
    hashKey,
    readSession,
    forgetSessions,
    codeMail: { mailer, logger: app.log, config },
    screenPassword: createPasswordScreen({
      pwnedPasswordsUrl: config.pwnedPasswordsUrl,
      logger: app.log,
    }),
  });
  await app.register(feedbackRoutes, { db: database.db, rateLimiter, readSession });
  await app.register(referralRoutes, {
    db: database.db,
    tokens: createReferralTokens(deps.secrets.secretKey),
    rateLimiter,
    readSession,
  });
  await app.register(directoryRoutes, { db: database.db, readSession, rateLimiter });
  const providers =
    deps.providers ??
    createProviders({
      config,
      mailer,
      outbox: createLocalOutbox(database.db),
      db: database.db,
    });
  await app.register(publicConfigRoutes, { config, providers });
  await app.register(domainsRoutes, {
    db: database.db,
    cache: readCache,
    readSession,
    providers,
    secretKey: deps.secrets.secretKey,
    messageIdDomain: new URL(config.publicUrl).hostname,
    unsubscribePolicy: { allowPrivateHosts: config.unsubscribeAllowsPrivateHosts },
  });
  await app.register(accountRoutes, {
    db: database.db,
    secretKey: deps.secrets.secretKey,
    providers,
    readSession,
    forgetSessions,
  });
  await app.register(connectionsRoutes, {
    db: database.db,
    secretKey: deps.secrets.secretKey,
    providers,
    queue: deps.queue,
    readSession,
    rateLimiter,
    mailer,
    publicUrl: config.publicUrl,
  });

  await app.register(deletionRequestsRoutes, {
    db: database.db,
    providers,
    queue: deps.queue,
    readSession,
  });
  await app.register(companyFiguresRoutes, { db: database.db, readSession });
  if (!config.isProduction) {
    await app.register(outboxRoutes, { db: database.db });
    await app.register(companyAnswerRoutes, { db: database.db });
    await app.register(companyFiguresDevRoutes, { db: database.db });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerSpa(app, { distDir: config.webDistDir ?? DEFAULT_WEB_DIST });
  return app;
}
