import { getDomain } from 'tldts';
import type { MessageMetadata } from '../provider';
import { getHistoryId, getMetadata, listAllIds, listIds } from './gmail-api';
import type { GmailCall } from './gmail-client';
import {
  sweepCursorKey,
  type GmailScanPage,
  type SenderTotal,
  type SweepCursor,
} from './gmail-scan-page';
import { sweepSender } from './sweep-sender';
import type { SweepMemory, SweepState } from './sweep-memory';

/** What one sweep page works with. */
export interface SweepContext {
  call: GmailCall;
  /** The mailbox's own address: mail from its domain is covered but not counted. */
  address: string;
  memory: SweepMemory;
  /** Free-mail domains: their senders are people, covered one address at a time. */
  isPersonalDomain: (domain: string) => boolean;
  /** Senders swept per page, so one page (one commit) stays a few seconds of quota. */
  maxSendersPerPage: number;
  /** Id-list pages walked per page when they hold no new senders. */
  maxListPagesPerPage: number;
  clock: () => number;
}

/** The registrable domain of an address, from the Public Suffix List's ICANN section. */
export function registrableDomain(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  return getDomain(address.slice(at + 1).trim(), { allowPrivateDomains: false });
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
  };
}

const rangeOf = (cursor: SweepCursor) =>
  `${cursor.after === null ? '' : `after:${cursor.after} `}before:${cursor.before}`;

function planFor(context: SweepContext, message: MessageMetadata) {
  const domain = registrableDomain(message.fromAddress);
  if (!domain) return null;
  if (context.isPersonalDomain(domain)) return { sender: message.fromAddress, withTotal: false };
  return { sender: domain, withTotal: domain !== registrableDomain(context.address) };
}

async function restoreState(context: SweepContext, cursor: SweepCursor): Promise<SweepState> {
  const kept = context.memory.take(context.address, sweepCursorKey(cursor));
  if (kept) return kept;
  // A new process, or a cursor this process did not hand out: list the covered senders again.
  // That costs list calls only (5 units per 500 ids), never a message read.
  const range = rangeOf(cursor);
  const lists = await Promise.all(
    cursor.covered.map((sender) => listAllIds(context.call, `from:${sender} ${range}`)),
  );
  return { coveredIds: new Set(lists.flat()), page: null };
}

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
  const state = await restoreState(context, cursor);
  const range = rangeOf(cursor);
  const covered = [...cursor.covered];
  const isCovered = new Set(covered);
  const totals: Promise<SenderTotal>[] = [];
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
      if (state.coveredIds.delete(id)) continue;
      const message = await getMetadata(call, id);
      const plan = message ? planFor(context, message) : null;
      if (!message || !plan) continue;
      if (isCovered.has(plan.sender)) {
        // Its sender's search did not list it (Gmail search is not exact): count it on its own.
        if (plan.withTotal) totals.push(Promise.resolve(singleTotal(plan.sender, message)));
        continue;
      }
      const result = await sweepSender(call, plan.sender, range, message, plan);
      for (const sweptId of result.ids) state.coveredIds.add(sweptId);
      state.coveredIds.delete(id);
      covered.push(plan.sender);
      isCovered.add(plan.sender);
      swept += 1;
      if (result.total) totals.push(result.total);
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

  const senderTotals = await Promise.all(totals);
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
  const next: SweepCursor = { ...cursor, pageToken, offset, seen, estimate, covered };
  context.memory.keep(context.address, sweepCursorKey(next), state);
  const progress = estimate > 0 ? Math.min(99, Math.floor((seen / estimate) * 100)) : 0;
  return { messages, senderTotals, cursor: next, progress };
}

function singleTotal(sender: string, message: MessageMetadata): SenderTotal {
  return { sender, count: 1, first: message.date, last: message.date, samples: [message] };
}
