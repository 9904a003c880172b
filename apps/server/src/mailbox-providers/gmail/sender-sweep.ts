import { getHistoryId, getMetadata, listIds } from './gmail-api';
import type { GmailCall } from './gmail-client';
import { sweepCursorKey, type GmailScanPage, type SweepCursor } from './gmail-scan-page';
import { SenderSearch } from './sender-query';
import { registrableDomainOf } from '../../scanning/classify-sender';
import type { SweepMemory, SweepState } from './sweep-memory';
import { PageSweep } from './sweep-page';
import { restoreState } from './sweep-restore';
import type { MessageReader } from './sweep-sender';

/** How the sweep tells people at mailbox services from companies. */
export interface MailboxServices {
  /** A person's address at a mailbox service: covered by address, never counted. */
  isPerson: (address: string) => boolean;
  /**
   * A registrable domain of a mailbox service: its search would list all its users, so its own
   * mail (`mailings@gmx.net`) is swept by address.
   */
  isServiceDomain: (domain: string) => boolean;
}

// Stryker disable ArrowFunction: callers only test the answer, and `undefined` tests as false
/** Without rules every sender is a company. */
export const NO_MAILBOX_SERVICES: MailboxServices = {
  isPerson: () => false,
  isServiceDomain: () => false,
};
// Stryker restore ArrowFunction

/** What one sweep page works with. */
export interface SweepContext {
  call: GmailCall;
  /** The mailbox's own address: mail from its domain is covered but not counted. */
  address: string;
  memory: SweepMemory;
  services: MailboxServices;
  /** Senders swept per page, so one page (one commit) stays a few seconds of quota. */
  maxSendersPerPage: number;
  /** Id-list pages walked per page when they hold no new senders. */
  maxListPagesPerPage: number;
  clock: () => number;
}

/** Starts a sweep of the mail received from `after` (epoch seconds; null: all of it) until now. */
export async function startSweep(
  call: GmailCall,
  after: number | null,
  clock: () => number,
): Promise<SweepCursor> {
  const historyId = await getHistoryId(call);
  // The range ends after the profile answered: mail arriving later has both a later date (left to
  // the rescan) and a later history id (which the rescan reads), so no message falls between.
  const before = Math.ceil(clock() / 1000);
  return {
    phase: 'sweep',
    historyId,
    after,
    before,
    pageToken: null,
    offset: 0,
    seen: 0,
    estimate: 0,
    covered: [],
    exclusions: {},
    coDomains: {},
    names: {},
  };
}

/**
 * Reads through the memory of messages read and not yet walked past: the walk and the sender
 * checks read such a message once between them. One the walk has passed may be read again, when a
 * later company's check lists it (another company named in its From).
 */
const readerFor =
  (context: SweepContext, state: SweepState): MessageReader =>
  async (id) => {
    let message = state.read.get(id);
    if (message === undefined) {
      message = await getMetadata(context.call, id);
      state.read.set(id, message);
    }
    return message;
  };

/**
 * One page of the sender sweep: walks the id list newest first and, for each id no covered
 * sender accounts for, reads its metadata and sweeps its sender — every id from that domain is
 * listed and covered at once (see `PageSweep`). Cost grows with the number of senders, not of
 * messages.
 */
export async function sweepPage(
  context: SweepContext,
  cursor: SweepCursor,
): Promise<GmailScanPage> {
  const { call } = context;
  const range = `${cursor.after === null ? '' : `after:${cursor.after} `}before:${cursor.before}`;
  const state = await restoreState(context.memory, context.address, cursor, { call, range });
  const read = readerFor(context, state);
  const search = new SenderSearch(call, range, state.hints);
  const ownDomain = registrableDomainOf(context.address);
  const sweep = new PageSweep(context.services, ownDomain, cursor, state, search, read);
  let { pageToken, offset, seen, estimate } = cursor;
  let listPages = 0;
  let isDone = false;
  const isFull = () => sweep.swept >= context.maxSendersPerPage;
  while (!isFull() && listPages < context.maxListPagesPerPage) {
    state.page ??= { token: pageToken, ...(await listIds(call, range, pageToken)) };
    const page = state.page;
    if (pageToken === null) estimate = page.estimate;
    while (offset < page.ids.length && !isFull()) {
      const id = page.ids[offset]!;
      offset += 1;
      seen += 1;
      await sweep.walk(id);
    }
    if (offset < page.ids.length) break;
    listPages += 1;
    if (!page.next) {
      isDone = true;
      break;
    }
    pageToken = page.next;
    offset = 0;
    state.page = null;
  }
  await sweep.end(isDone);

  const { senderTotals, covered, exclusions, coDomains, names } = sweep;
  const messages = [
    ...new Map(senderTotals.flatMap((t) => t.samples).map((m) => [m.id, m])).values(),
  ];
  if (isDone) {
    context.memory.forget(context.address);
    return {
      messages,
      senderTotals,
      cursor: null,
      syncCursor: { historyId: cursor.historyId, syncedTo: cursor.before },
      progress: 100,
    };
  }
  const next: SweepCursor = {
    ...cursor,
    pageToken,
    offset,
    seen,
    estimate,
    covered,
    exclusions,
    ...(coDomains && { coDomains }),
    names,
  };
  context.memory.keep(context.address, sweepCursorKey(next), state);
  const progress = estimate > 0 ? Math.min(99, Math.floor((seen / estimate) * 100)) : 0;
  return { messages, senderTotals, cursor: next, progress };
}
