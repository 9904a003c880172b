import { createServer, type IncomingMessage } from 'node:http';
import {
  closeServer,
  isDebug,
  listenOnLoopback,
  readBody,
  sendReply,
  type Reply,
} from './http-kit.js';

/** How to start a gate in front of the OIDC stand-in's token endpoint. */
export interface TokenEndpointGateOptions {
  /** The OIDC stand-in's issuer; every request is passed on to it. */
  issuer: string;
  /**
   * Whether a refresh for `email` must fail with `invalid_grant`; pass the emulators'
   * `tokenFailureFor`, e.g. `(email) => gmail.tokenFailureFor(email) !== null`.
   */
  refuseRefreshFor: (email: string) => boolean;
  port?: number;
}

/** A running gate: point Reclaim's token endpoint at `tokenUrl`. */
export interface TokenEndpointGate {
  baseUrl: string;
  tokenUrl: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
]);
const INVALID_GRANT: Reply = {
  status: 400,
  body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
  headers: { 'Cache-Control': 'no-store' },
};

function forwardedHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The e-mail of the person a token response belongs to: from its id_token, else from userinfo. */
async function emailOf(issuer: string, tokens: { id_token?: string; access_token?: string }) {
  const payload = tokens.id_token?.split('.')[1];
  if (payload) {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: string;
    };
    if (claims.email) return claims.email.toLowerCase();
  }
  if (!tokens.access_token) return null;
  const userinfo = await fetch(`${issuer}/me`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  const { email } = (await userinfo.json()) as { email?: string };
  return email?.toLowerCase() ?? null;
}

/**
 * Starts a loopback pass-through in front of the OIDC stand-in that turns a successful refresh
 * into `400 invalid_grant` for users whose grant a test revoked. That is how Google and Microsoft
 * answer a refresh after the user withdrew access, and what makes Reclaim ask to reconnect.
 */
export async function startTokenEndpointGate(
  options: TokenEndpointGateOptions,
): Promise<TokenEndpointGate> {
  const answer = async (req: IncomingMessage): Promise<Reply> => {
    const body = await readBody(req);
    const upstream = await fetch(`${options.issuer}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers: forwardedHeaders(req),
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
    });
    const text = await upstream.text();
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') headers[name] = value;
    });
    const reply: Reply = { status: upstream.status, body: text, headers };
    const isRefresh =
      new URLSearchParams(body.toString('utf8')).get('grant_type') === 'refresh_token';
    if (req.method !== 'POST' || !isRefresh || upstream.status !== 200) return reply;
    const email = await emailOf(options.issuer, JSON.parse(text) as { id_token?: string });
    return email && options.refuseRefreshFor(email) ? INVALID_GRANT : reply;
  };

  const server = createServer((req, res) => {
    answer(req)
      .catch((error: unknown) => {
        console.error('[token-endpoint-gate]', error);
        return { status: 502, body: { error: 'server_error' } };
      })
      .then((reply) => {
        if (isDebug())
          console.log(`[token-endpoint-gate] ${req.method} ${req.url} → ${reply.status}`);
        sendReply(res, reply);
      })
      .catch((error: unknown) => console.error('[token-endpoint-gate] could not answer', error));
  });
  const baseUrl = await listenOnLoopback(server, options.port);
  return { baseUrl, tokenUrl: `${baseUrl}/token`, close: () => closeServer(server) };
}
