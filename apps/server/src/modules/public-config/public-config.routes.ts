import { publicConfigSchema, type PublicConfig } from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { offeredProviders, type ProviderRegistry } from '../../mailbox-providers/registry';

/** `GET /api/config`: what the web app needs to know about this server; nothing secret. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  { config, providers }: { config: Config; providers: ProviderRegistry },
) {
  const publicConfig: PublicConfig = {
    socialProviders: { google: Boolean(config.google), microsoft: Boolean(config.microsoft) },
    mailboxProviders: offeredProviders(providers),
    introVideoUrl: config.introVideoUrl,
    isOutboxVisible: !config.isProduction && !config.smtpUrl,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/config',
      { schema: { response: { 200: publicConfigSchema } } },
      async () => publicConfig,
    );
}
