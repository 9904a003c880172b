import { isDeepStrictEqual } from 'node:util';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  generateImapMessages,
  startDovecot,
  summarizeBySenderDomain,
  type ImapTestMessage,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import {
  isFreeMailAddress,
  registrableDomainOf,
} from '@reclaim/stand-ins/mail-apis/registrable-domain';
import { withGoal } from './bench-goals';
import { BENCH_MESSAGES, BENCH_SENDERS } from './bench-mailbox';
import { runScanWorker } from './run-scan-worker';
import { comparableTotals, type DomainTotals } from './scan-aggregates';
import type { ScanBenchRow, SkippedRow } from './scan-bench';

const USERNAME = 'bench';
const PASSWORD = 'bench-password-1';
// The generator's recipient domain, so the mailbox's own domain is never a sender's.
const ADDRESS = 'bench@example.org';
const GOALS = { messagesPerSecond: 5000, peakRssMb: 300 };

/**
 * The generator's truth is per sender host (`mail.shop.co.uk`); the scan counts companies: per
 * registrable domain (`shop.co.uk`), free-mail senders left out.
 */
function companyTruth(messages: readonly ImapTestMessage[]): Map<string, DomainTotals> {
  const byHost = summarizeBySenderDomain(
    messages.map((m) => ({ fromAddress: m.from.address, date: m.date })),
  );
  const byCompany = new Map<string, DomainTotals>();
  for (const [host, { count, first, last }] of byHost) {
    if (isFreeMailAddress(`x@${host}`)) continue;
    const domain = registrableDomainOf(host);
    const seen = byCompany.get(domain);
    byCompany.set(
      domain,
      seen
        ? {
            count: seen.count + count,
            first: first < seen.first ? first : seen.first,
            last: last > seen.last ? last : seen.last,
          }
        : { count, first, last },
    );
  }
  return byCompany;
}

/**
 * The IMAP full scan of a 100,000-message INBOX from 500 senders on a real Dovecot on loopback.
 * IMAP has no quota, so throughput is what is measured. Skipped when Dovecot is not installed.
 */
export async function benchImapScan(): Promise<ScanBenchRow | SkippedRow> {
  if (!findDovecotBinary()) return { provider: 'imap', skipped: DOVECOT_MISSING };
  const messages = generateImapMessages({
    seed: 1,
    messages: BENCH_MESSAGES,
    senders: BENCH_SENDERS,
  });
  const truth = comparableTotals(companyTruth(messages));
  const dovecot = await startDovecot({
    users: [{ username: USERNAME, password: PASSWORD, messages }],
  });
  try {
    const args = [dovecot.host, String(dovecot.port), USERNAME, PASSWORD, ADDRESS];
    const result = await runScanWorker('imap-scan-worker.ts', args);
    const throughput = Math.round(BENCH_MESSAGES / result.seconds);
    return {
      provider: 'imap',
      messages: BENCH_MESSAGES,
      senders: BENCH_SENDERS,
      seconds: result.seconds,
      isExact: isDeepStrictEqual(result.aggregates, truth),
      peakRssMb: result.peakRssMb,
      goals: { peakRssMb: GOALS.peakRssMb },
      figures: {
        throughput: withGoal(
          `${throughput} msgs/s`,
          `≥ ${GOALS.messagesPerSecond}`,
          throughput >= GOALS.messagesPerSecond,
        ),
      },
    };
  } finally {
    await dovecot.close();
  }
}
