import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  generateMailbox,
  startGmailEmulator,
  type GeneratedMailbox,
  type GmailEmulator,
  type GmailSearchMode,
} from '@reclaim/stand-ins/mail-apis';
import { MAILBOX_SERVICES } from '../src/scanning/free-mail-domains';
import type { MailboxAccess, MailboxCredentials } from '../src/mailbox-providers/provider';
import type { GmailQuotaRegime } from '../src/mailbox-providers/gmail/gmail-quota';
import {
  createGmailProvider,
  type GmailProvider,
  type GmailProviderOptions,
} from '../src/mailbox-providers/gmail/gmail.provider';

/** A Gmail emulator with a loopback token endpoint that refreshes (or refuses) grants. */
export interface GmailStand {
  gmail: GmailEmulator;
  tokenUrl: string;
  revokeUrl: string;
  /** Tokens posted to the revoke endpoint. */
  revoked: string[];
  /** Refresh tokens the token endpoint answers `invalid_grant`. */
  deadGrants: Set<string>;
  refreshes: number;
  /** A fresh access of `email`, whose access token the emulator knows. */
  accessOf(email: string, credentials?: Partial<MailboxCredentials>): MailboxAccess;
  provider(options?: Partial<GmailProviderOptions>): GmailProvider;
  close(): Promise<void>;
}

/** A generated mailbox whose dates all lie in the past. */
export const mailboxOf = (messages: number, senders: number, seed: number | string = 7) =>
  generateMailbox({
    seed,
    messages,
    senders,
    start: new Date('2012-01-01T00:00:00Z'),
    end: new Date('2024-06-01T00:00:00Z'),
  });

/**
 * Starts the emulator serving `mailboxes` and the token endpoint beside it. Its search is as
 * loose as Gmail's (`search: 'realistic'`) unless a test asks for the exact one.
 */
export async function startGmailStand(
  mailboxes: Map<string, GeneratedMailbox>,
  quota?: { regime?: GmailQuotaRegime; unitsPerSecond?: number; maxConcurrent?: number },
  search: GmailSearchMode = 'realistic',
): Promise<GmailStand> {
  const tokens = new Map<string, string>();
  let issued = 0;
  const issue = (email: string) => {
    issued += 1;
    const token = `access-${issued}`;
    tokens.set(token, email);
    return token;
  };
  const stand = { revoked: [] as string[], deadGrants: new Set<string>(), refreshes: 0 };
  const gmail = await startGmailEmulator({
    mailboxes,
    resolveUser: async (token) => {
      const email = tokens.get(token);
      return email ? { email } : null;
    },
    ...(quota ? { quota } : {}),
    search,
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (req.url === '/revoke') {
        stand.revoked.push(form.get('token') ?? '');
        return res.writeHead(200).end();
      }
      stand.refreshes += 1;
      const grant = form.get('refresh_token') ?? '';
      const email = grant.replace(/^refresh:/, '');
      const isDead = stand.deadGrants.has(grant) || gmail.tokenFailureFor(email) !== null;
      const ok = form.get('grant_type') === 'refresh_token' && form.get('client_id') === 'reclaim';
      const [status, body] =
        ok && !isDead
          ? [200, { access_token: issue(email), expires_in: 3600, token_type: 'Bearer' }]
          : [
              400,
              { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
            ];
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tokenBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(stand, {
    gmail,
    tokenUrl: `${tokenBase}/token`,
    revokeUrl: `${tokenBase}/revoke`,
    accessOf: (email: string, credentials: Partial<MailboxCredentials> = {}): MailboxAccess => ({
      address: email,
      settings: {},
      credentials: {
        kind: 'oauth',
        accessToken: issue(email),
        refreshToken: `refresh:${email}`,
        expiresAt: null,
        scope: 'https://www.googleapis.com/auth/gmail.readonly',
        ...credentials,
      },
    }),
    provider: (options: Partial<GmailProviderOptions> = {}) =>
      createGmailProvider({
        apiBaseUrl: gmail.baseUrl,
        tokenUrl: `${tokenBase}/token`,
        clientId: 'reclaim',
        clientSecret: 'secret',
        mailboxServices: MAILBOX_SERVICES,
        ...(quota?.regime ? { quota: quota.regime } : {}),
        ...(quota?.unitsPerSecond ? { unitsPerSecond: quota.unitsPerSecond } : {}),
        ...options,
      }),
    close: async () => {
      await gmail.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

export { foldPages, scanAll } from './scan-pages';

export { comparable } from './scan-pages';
