import { isDeepStrictEqual } from 'node:util';
import { fixedTokens, groundTruth, startGraphEmulator } from '@reclaim/stand-ins/mail-apis';
import { withGoal } from './bench-goals';
import { BENCH_MESSAGES, BENCH_SENDERS, benchMailbox } from './bench-mailbox';
import { runScanWorker } from './run-scan-worker';
import { comparableTotals } from './scan-aggregates';
import type { ScanBenchRow } from './scan-bench';

const EMAIL = 'bench@example.com';
const TOKEN = 'bench-token';
const GOALS = { requests: 110, maxInFlight: 4, peakRssMb: 300 };

/**
 * The Microsoft Graph full scan of the same mailbox as the Gmail row. Graph limits requests per
 * mailbox (four at once, 10,000 per ten minutes), so requests and concurrency are what it costs.
 * `/me/messages` includes Junk Email and Deleted Items, and so does the ground truth.
 */
export async function benchGraphScan(): Promise<ScanBenchRow> {
  const mailbox = benchMailbox();
  const truth = comparableTotals(groundTruth(mailbox, { includeSpamTrash: true }));
  const graph = await startGraphEmulator({
    mailboxes: new Map([[EMAIL, mailbox]]),
    resolveUser: fixedTokens({ [TOKEN]: EMAIL }),
  });
  try {
    const result = await runScanWorker('graph-scan-worker.ts', [graph.baseUrl, EMAIL, TOKEN]);
    const stats = graph.stats(EMAIL);
    return {
      provider: 'microsoft',
      messages: BENCH_MESSAGES,
      senders: BENCH_SENDERS,
      seconds: result.seconds,
      isExact: isDeepStrictEqual(result.aggregates, truth),
      peakRssMb: result.peakRssMb,
      goals: { peakRssMb: GOALS.peakRssMb },
      figures: {
        spent: withGoal(
          `${stats.requests} requests`,
          `≤ ${GOALS.requests}`,
          stats.requests <= GOALS.requests,
        ),
        'max in flight': withGoal(
          String(stats.maxInFlight),
          `≤ ${GOALS.maxInFlight}`,
          stats.maxInFlight <= GOALS.maxInFlight,
        ),
        '429s': String(stats.rateLimited),
      },
    };
  } finally {
    await graph.close();
  }
}
