import type { MessageMetadata } from '../provider';
import { getHistoryId, getMetadata, listIds } from './gmail-api';
import type { GmailCall } from './gmail-client';
import {
  sweepCursorKey,
  type GmailScanPage,
  type SenderTotal,
  type SweepCursor,
} from './gmail-scan-page';
import { SenderSearch } from './sender-query';
import { registrableDomainOf } from '../../scanning/classify-sender';
import { relistCompany, sweepAddress, sweepCompany, type MessageReader } from './sweep-sender';
import type { SweepMemory, SweepState } from './sweep-memory';

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
  };
}

/** People and a mailbox service's own senders are covered by address, companies by domain. */
const isAddress = (sender: string) => sender.includes('@');

const rangeOf = (cursor: SweepCursor) =>
  `${cursor.after === null ? '' : `after:${cursor.after} `}before:${cursor.before}`;

/** How the walk covers the sender of a message it read: by address or by registrable domain. */
function planFor(context: SweepContext, message: MessageMetadata) {
  const address = message.fromAddress;
  const domain = registrableDomainOf(address);
  if (!domain) return null;
  if (context.services.isPerson(address)) return { sender: address, withTotal: false };
  if (context.services.isServiceDomain(domain)) return { sender: address, withTotal: true };
  return { sender: domain, withTotal: domain !== registrableDomainOf(context.address) };
}

async function restoreState(
  context: SweepContext,
  cursor: SweepCursor,
  search: SenderSearch,
): Promise<SweepState> {
  const kept = context.memory.take(context.address, sweepCursorKey(cursor));
  if (kept) return kept;
  // A new process, or a cursor this process did not hand out: list the covered senders again,
  // leaving out what their sweeps left out. That costs list calls only, never a message read.
  const addresses = cursor.covered.filter(isAddress);
  const lists = await Promise.all([
    search.listAny(addresses),
    ...cursor.covered
      .filter((sender) => !isAddress(sender))
      .map((sender) => relistCompany(search, sender, cursor.exclusions[sender])),
  ]);
  return { coveredIds: new Set(lists.flat()), page: null, read: new Map() };
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
 * listed and covered at once. Cost grows with the number of senders, not of messages.
 */
export async function sweepPage(
  context: SweepContext,
  cursor: SweepCursor,
): Promise<GmailScanPage> {
  const { call } = context;
  const range = rangeOf(cursor);
  const search = new SenderSearch(call, range);
  const state = await restoreState(context, cursor, search);
  const read = readerFor(context, state);
  const covered = [...cursor.covered];
  const exclusions = { ...cursor.exclusions };
  const isCovered = new Set(covered);
  const senderTotals: SenderTotal[] = [];
  // People met on this page and not listed yet: one search for many addresses, at the page's
  // end or as soon as one of them turns up again.
  const people: string[] = [];
  let { pageToken, offset, seen, estimate } = cursor;
  let swept = 0;
  let listPages = 0;
  let isDone = false;

  while (swept < context.maxSendersPerPage && listPages < context.maxListPagesPerPage) {
    state.page ??= { token: pageToken, ...(await listIds(call, range, pageToken)) };
    const page = state.page;
    if (pageToken === null) estimate = page.estimate;
    while (offset < page.ids.length && swept < context.maxSendersPerPage) {
      const id = page.ids[offset]!;
      offset += 1;
      seen += 1;
      if (state.coveredIds.delete(id)) {
        state.read.delete(id);
        continue;
      }
      const message = await read(id);
      state.read.delete(id);
      const plan = message ? planFor(context, message) : null;
      if (!message || !plan) continue;
      if (people.includes(plan.sender)) {
        // A person who writes often: list the people met so far now, not at the page's end.
        for (const listed of await search.listAny(people.splice(0))) state.coveredIds.add(listed);
        continue;
      }
      if (isCovered.has(plan.sender)) {
        // Its sender's search did not list it (Gmail search is not exact): count it on its own.
        if (plan.withTotal) senderTotals.push(singleTotal(plan.sender, message));
        continue;
      }
      covered.push(plan.sender);
      isCovered.add(plan.sender);
      swept += 1;
      if (isAddress(plan.sender) && !plan.withTotal) {
        people.push(plan.sender);
        continue;
      }
      const result = isAddress(plan.sender)
        ? await sweepAddress(search, read, plan.sender, message)
        : await sweepCompany(search, read, plan.sender, message, {
            withTotal: plan.withTotal,
            isPerson: context.services.isPerson,
          });
      for (const sweptId of result.ids) state.coveredIds.add(sweptId);
      state.coveredIds.delete(id);
      const { addresses, ids } = result.exclusions;
      if (addresses.length + ids.length > 0) exclusions[plan.sender] = result.exclusions;
      if (result.total) senderTotals.push(result.total);
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

  if (!isDone) {
    for (const id of await search.listAny(people)) state.coveredIds.add(id);
  }
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
  const next: SweepCursor = { ...cursor, pageToken, offset, seen, estimate, covered, exclusions };
  context.memory.keep(context.address, sweepCursorKey(next), state);
  const progress = estimate > 0 ? Math.min(99, Math.floor((seen / estimate) * 100)) : 0;
  return { messages, senderTotals, cursor: next, progress };
}

function singleTotal(sender: string, message: MessageMetadata): SenderTotal {
  return { sender, count: 1, first: message.date, last: message.date, samples: [message] };
}
