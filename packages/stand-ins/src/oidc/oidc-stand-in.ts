import { generateKeyPair, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type Provider from 'oidc-provider';
import { createAccountStore } from './oidc-accounts.js';
import { CONNECTED_APPS_PATH, createConnectedAppsHandler } from './oidc-connected-apps.js';
import { createInteractionHandler, INTERACTION_PATH } from './oidc-interactions.js';
import {
  buildProviderConfig,
  MAILBOX_SCOPES,
  type OidcStandInClient,
} from './oidc-provider-config.js';

export type { OidcStandInClient } from './oidc-provider-config.js';
export { CONNECTED_APPS_PATH } from './oidc-connected-apps.js';
export { DENY_EMAIL } from './oidc-interactions.js';
export { MAILBOX_SCOPES, UNVERIFIED_EMAIL_DOMAIN } from './oidc-provider-config.js';

/** A running OpenID provider on loopback. */
export interface OidcStandIn {
  /** `http://<host>:<port>`; discovery lives at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  close(): Promise<void>;
}

/** How to start the stand-in. */
export interface OidcStandInOptions {
  /** 0 or absent picks a free port; the issuer always names the real one. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  clients: OidcStandInClient[];
  /** Scopes granted besides `openid email profile offline_access`; defaults to {@link MAILBOX_SCOPES}. */
  extraScopes?: string[];
}

const isDebug = () => process.env.OIDC_STAND_IN_DEBUG === '1';

async function importProvider(): Promise<typeof Provider> {
  if (isDebug()) return (await import('oidc-provider')).default;
  // oidc-provider warns on import under Node releases older than 22; what the stand-in uses works on
  // Node 20, so that one warning is dropped unless debugging.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

async function createSigningKey(): Promise<JsonWebKey> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

function logErrors(provider: Provider): void {
  for (const event of ['server_error', 'authorization.error', 'grant.error', 'userinfo.error']) {
    provider.on(event, (_ctx, error) => console.error(`[oidc-stand-in] ${event}`, error));
  }
}

/**
 * Starts an OpenID Connect provider on plain http for tests: discovery, authorization code flow
 * with PKCE, a sign-in form, token, revocation, userinfo and JWKS endpoints, all kept in memory,
 * and {@link CONNECTED_APPS_PATH} to see which clients still hold a grant.
 */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const host = options.host ?? '127.0.0.1';
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  const { port } = await listen(server, options.port ?? 0, host);
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  try {
    const Provider = await importProvider();
    const accounts = createAccountStore();
    const mailboxScopes = options.extraScopes ?? MAILBOX_SCOPES;
    const provider = new Provider(
      issuer,
      buildProviderConfig({
        clients: options.clients,
        accounts,
        signingKey: await createSigningKey(),
        cookieKey: randomBytes(32).toString('base64url'),
        extraScopes: mailboxScopes,
      }),
    );
    provider.silent = !isDebug();
    if (isDebug()) logErrors(provider);

    const handleProvider = provider.callback();
    const handleInteraction = createInteractionHandler(provider, accounts, mailboxScopes);
    const handleConnectedApps = createConnectedAppsHandler(provider, accounts);
    handle = (req, res) => {
      if (isDebug()) console.log(`[oidc-stand-in] ${req.method} ${req.url}`);
      const path = req.url ?? '';
      if (path.startsWith(INTERACTION_PATH)) void handleInteraction(req, res);
      else if (path.startsWith(CONNECTED_APPS_PATH)) void handleConnectedApps(req, res);
      else void handleProvider(req, res);
    };
  } catch (error) {
    await close(server);
    throw error;
  }

  return { issuer, close: () => close(server) };
}
