import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  generateMailbox,
  startGraphEmulator,
  type GeneratedMailbox,
  type GraphEmulator,
  type GraphEmulatorOptions,
  type MailboxMessage,
} from '@reclaim/stand-ins/mail-apis';
import type {
  MailboxAccess,
  MailboxCredentials,
  MailboxProvider,
} from '../src/mailbox-providers/provider';
import {
  createMicrosoftProvider,
  type MicrosoftProviderOptions,
} from '../src/mailbox-providers/microsoft/microsoft.provider';

/** A Graph emulator with a loopback token endpoint that refreshes (or refuses) grants. */
export interface GraphStand {
  graph: GraphEmulator;
  tokenUrl: string;
  /** Refresh tokens the token endpoint answers `invalid_grant`. */
  deadGrants: Set<string>;
  refreshes: number;
  /** A fresh access of `email`, whose access token the emulator knows. */
  accessOf(email: string, credentials?: Partial<MailboxCredentials>): MailboxAccess;
  provider(options?: Partial<MicrosoftProviderOptions>): MailboxProvider;
  close(): Promise<void>;
}

/** When the tests' scans begin: after every generated message. */
export const SCAN_TIME = Date.parse('2025-01-01T00:00:00Z');

/** A generated mailbox dated 2012 to mid-2024, a share of it in Junk Email and Deleted Items. */
export const mailboxOf = (messages: number, senders: number, seed: number | string = 11) =>
  generateMailbox({
    seed,
    messages,
    senders,
    start: new Date('2012-01-01T00:00:00Z'),
    end: new Date('2024-06-01T00:00:00Z'),
    spamTrashShare: 0.05,
  });

/** New Inbox mail from `address`, received at `date`. */
export const newMail = (id: string, address: string, date: Date): MailboxMessage => ({
  id,
  threadId: id,
  from: { name: 'Shop', address },
  subject: `New ${id}`,
  snippet: '',
  date,
  listUnsubscribe: false,
  labels: ['INBOX'],
});

/**
 * Starts the emulator serving `mailboxes` (with `emulator`'s page size and stalls, when given)
 * and the token endpoint beside it.
 */
export async function startGraphStand(
  mailboxes: Map<string, GeneratedMailbox>,
  emulator: Pick<GraphEmulatorOptions, 'maxPageSize' | 'stallMs'> = {},
): Promise<GraphStand> {
  const tokens = new Map<string, string>();
  let issued = 0;
  const issue = (email: string) => {
    issued += 1;
    const token = `access-${issued}`;
    tokens.set(token, email);
    return token;
  };
  const stand = { deadGrants: new Set<string>(), refreshes: 0 };
  const graph = await startGraphEmulator({
    ...emulator,
    mailboxes,
    maxConcurrent: 4,
    resolveUser: async (token) => {
      const email = tokens.get(token);
      return email ? { email } : null;
    },
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      stand.refreshes += 1;
      const grant = form.get('refresh_token') ?? '';
      const email = grant.replace(/^refresh:/, '').replace(/#\d+$/, '');
      const isDead = stand.deadGrants.has(grant) || graph.tokenFailureFor(email) !== null;
      const ok = form.get('grant_type') === 'refresh_token' && form.get('client_id') === 'reclaim';
      // Microsoft rotates refresh tokens: every answer carries a new one.
      const [status, body] =
        ok && !isDead
          ? [
              200,
              {
                access_token: issue(email),
                refresh_token: `refresh:${email}#${issued}`,
                expires_in: 3600,
                token_type: 'Bearer',
              },
            ]
          : [400, { error: 'invalid_grant', error_description: 'AADSTS70000: grant revoked.' }];
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;

  return Object.assign(stand, {
    graph,
    tokenUrl,
    accessOf: (email: string, credentials: Partial<MailboxCredentials> = {}): MailboxAccess => ({
      address: email,
      settings: {},
      credentials: {
        kind: 'oauth',
        accessToken: issue(email),
        refreshToken: `refresh:${email}`,
        expiresAt: null,
        scope: 'offline_access User.Read Mail.Read Mail.Send',
        ...credentials,
      },
    }),
    provider: (options: Partial<MicrosoftProviderOptions> = {}) =>
      createMicrosoftProvider({
        graphBaseUrl: graph.baseUrl,
        tokenUrl,
        clientId: 'reclaim',
        clientSecret: 'secret',
        clock: () => SCAN_TIME,
        ...options,
      }),
    close: async () => {
      await graph.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

export { foldPages, scanAll } from './scan-pages';

export { comparable } from './scan-pages';
