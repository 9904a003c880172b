import type { MailboxProviderId } from '@reclaim/contract';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  generateImapMessages,
  startDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import { fixedTokens, GMAIL_QUOTA_REGIMES, startGraphEmulator } from '@reclaim/stand-ins/mail-apis';
import type { MailboxCredentials } from '../../apps/server/src/mailbox-providers/provider';
import {
  mailboxOf,
  startGmailStand,
  type GmailStand,
} from '../../apps/server/testing/gmail-test-kit';
import { mailboxOf as graphMailboxOf } from '../../apps/server/testing/microsoft-test-kit';
import type { CrowdWorkerSpec } from './crowd-worker';

/** Every person the same mailbox, as people's mailboxes go: 5,000 messages from 300 senders. */
export const MESSAGES = 5_000;
export const SENDERS = 300;
/**
 * Gmail's mailbox of the scan that warms the workers up before the lone one: small, as a Gmail
 * scan's cost grows with its senders and its minute is barely moved by a cold start.
 */
const GMAIL_WARM_UP = { messages: 50, senders: 5 };
/** As the table measured Graph: each answer held this long, within its mailbox's slot. */
const GRAPH_LATENCY_MS = 500;
const IMAP_PASSWORD = 'crowd-password-1';

export const CROWD_PROVIDERS = ['gmail', 'graph', 'imap'] as const;
export type CrowdProvider = (typeof CROWD_PROVIDERS)[number];

/** One provider's stand-in, serving every address of the run, as the crowd bench drives it. */
export interface CrowdStand {
  provider: MailboxProviderId;
  /** What the run's heading says of it. */
  heading: string;
  /** A person's mailbox as connecting stores it. */
  connectionOf(address: string): {
    credentials: MailboxCredentials;
    settings: Record<string, unknown>;
  };
  /** What the stand-in charged these mailboxes together: Gmail's units, Graph's requests. */
  cost?: { unit: 'units' | 'requests'; of(addresses: readonly string[]): number };
  /** The most Gmail units that arrived in any 60 s from these mailboxes together. */
  busiestMinuteOf?(addresses: readonly string[]): number;
  close(): Promise<void>;
}

/** How the worker processes reach a stand: the part of their spec it fills in. */
type WorkerSide = Pick<CrowdWorkerSpec, 'gmail' | 'graphApiUrl'>;

/** Who the stand serves: one mailbox at each of `people`, and the warm-up scan's at `warmUp`. */
interface CrowdMailboxes {
  people: readonly string[];
  warmUp: string;
}

/**
 * Starts the stand-in of `provider` for `mailboxes`, or tells why it cannot run here (IMAP
 * without Dovecot).
 */
export async function startCrowdStand(
  provider: CrowdProvider,
  mailboxes: CrowdMailboxes,
): Promise<{ stand: CrowdStand; worker: WorkerSide } | { skipped: string }> {
  if (provider === 'gmail') return startGmail(mailboxes);
  if (provider === 'graph') return startGraph(mailboxes);
  return findDovecotBinary() ? startImap(mailboxes) : { skipped: DOVECOT_MISSING };
}

/** Each address with its mailbox: a person's, unless the warm-up scan's is given. */
function mailboxesOf<Mailbox>(
  { people, warmUp }: CrowdMailboxes,
  mailbox: Mailbox,
  warmUpMailbox = mailbox,
): [string, Mailbox][] {
  return [[warmUp, warmUpMailbox], ...people.map((a): [string, Mailbox] => [a, mailbox])];
}

async function startGmail(mailboxes: CrowdMailboxes) {
  const byAddress = mailboxesOf(
    mailboxes,
    mailboxOf(MESSAGES, SENDERS),
    mailboxOf(GMAIL_WARM_UP.messages, GMAIL_WARM_UP.senders),
  );
  const gmail = await startGmailStand(new Map(byAddress), { regime: 'current' });
  const stand: CrowdStand = {
    provider: 'gmail',
    heading: 'Gmail, 6,000 units a minute per person',
    connectionOf: (address) => ({ credentials: gmail.accessOf(address).credentials, settings: {} }),
    cost: { unit: 'units', of: (crowd) => gmailUnitsOf(gmail, crowd) },
    busiestMinuteOf: (crowd) => busiestMinuteOf(gmail, crowd),
    close: () => gmail.close(),
  };
  return { stand, worker: { gmail: { apiUrl: gmail.gmail.baseUrl, tokenUrl: gmail.tokenUrl } } };
}

async function startGraph(mailboxes: CrowdMailboxes) {
  const byAddress = mailboxesOf(mailboxes, graphMailboxOf(MESSAGES, SENDERS));
  const tokenOf = (address: string) => `crowd-${address}`;
  const graph = await startGraphEmulator({
    mailboxes: new Map(byAddress),
    resolveUser: fixedTokens(Object.fromEntries(byAddress.map(([a]) => [tokenOf(a), a]))),
    latencyMs: GRAPH_LATENCY_MS,
  });
  const stand: CrowdStand = {
    provider: 'microsoft',
    heading: `Microsoft Graph (${GRAPH_LATENCY_MS} ms latency added), four requests at once per mailbox`,
    // The access token never expires here, so the worker never calls a token endpoint.
    connectionOf: (address) => ({
      credentials: {
        kind: 'oauth',
        accessToken: tokenOf(address),
        refreshToken: null,
        expiresAt: null,
        scope: 'offline_access User.Read Mail.Read Mail.Send',
      },
      settings: {},
    }),
    cost: {
      unit: 'requests',
      of: (crowd) => crowd.reduce((sum, address) => sum + graph.stats(address).requests, 0),
    },
    close: () => graph.close(),
  };
  return { stand, worker: { graphApiUrl: graph.baseUrl } };
}

/** One Dovecot user per address, each with their own INBOX of the same messages. */
async function startImap(mailboxes: CrowdMailboxes) {
  const byAddress = mailboxesOf(
    mailboxes,
    generateImapMessages({ seed: 1, messages: MESSAGES, senders: SENDERS }),
  );
  const dovecot = await startDovecot({
    users: byAddress.map(([username, messages]) => ({
      username,
      password: IMAP_PASSWORD,
      messages,
    })),
  });
  const stand: CrowdStand = {
    provider: 'imap',
    heading: 'IMAP, a Dovecot on loopback',
    // Plain IMAP is acceptable only because the server is on loopback.
    connectionOf: (address) => ({
      credentials: { kind: 'password', username: address, password: IMAP_PASSWORD },
      settings: { imapHost: dovecot.host, imapPort: dovecot.port, imapSecure: false },
    }),
    close: () => dovecot.close(),
  };
  return { stand, worker: {} };
}

/** Each request the emulator saw from these mailboxes: when it arrived, and its units. */
function arrivalsOf(gmail: GmailStand, addresses: readonly string[]) {
  const units: Record<string, number> = GMAIL_QUOTA_REGIMES.current.units;
  return addresses
    .flatMap((address) => gmail.gmail.traffic(address))
    .map((entry) => ({ at: entry.arrivedAt, units: units[entry.method] ?? 0 }));
}

const gmailUnitsOf = (gmail: GmailStand, addresses: readonly string[]) =>
  arrivalsOf(gmail, addresses).reduce((sum, arrival) => sum + arrival.units, 0);

/** What Google would hold against the project: the most units of any 60 s. */
function busiestMinuteOf(gmail: GmailStand, addresses: readonly string[]) {
  const arrivals = arrivalsOf(gmail, addresses).sort((a, b) => a.at - b.at);
  let most = 0;
  let inWindow = 0;
  let first = 0;
  for (const arrival of arrivals) {
    inWindow += arrival.units;
    while (arrivals[first]!.at <= arrival.at - 60_000) inWindow -= arrivals[first++]!.units;
    most = Math.max(most, inWindow);
  }
  return most;
}
