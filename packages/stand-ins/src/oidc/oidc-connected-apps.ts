import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { accountIdFor, type AccountStore } from './oidc-accounts.js';

/**
 * Where a test asks which clients may still act for a person: the stand-in's counterpart of
 * Google's "Third-party apps with account access". `GET ?email=ada@example.com` answers
 * `{ email, clientIds }`, the clients holding a grant that was neither revoked nor expired.
 */
export const CONNECTED_APPS_PATH = '/stand-in/connected-apps';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Handles requests under {@link CONNECTED_APPS_PATH}. */
export function createConnectedAppsHandler(provider: Provider, accounts: AccountStore) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const email = new URL(req.url ?? '/', 'http://stand-in').searchParams.get('email')?.trim();
    if (req.method !== 'GET' || !email) {
      sendJson(res, 400, { error: 'Use GET with an email query parameter.' });
      return;
    }
    try {
      // Revoking a refresh token destroys its grant, and with it every token issued under it.
      const grants = await Promise.all(
        accounts.grantsOf(accountIdFor(email)).map((grantId) => provider.Grant.find(grantId)),
      );
      const clientIds = new Set(grants.flatMap((grant) => (grant ? [grant.clientId] : [])));
      sendJson(res, 200, { email, clientIds: [...clientIds].sort() });
    } catch (error) {
      sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
