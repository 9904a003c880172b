import { isDeepStrictEqual } from 'node:util';
import { fixedTokens, groundTruth, startGmailEmulator } from '../../e2e/stand-ins/mail-apis/index';
import { comparable } from '../../apps/server/src/mailbox-providers/gmail/gmail-test-kit';
import { percent, withGoal } from './bench-goals';
import { BENCH_MESSAGES, BENCH_SENDERS, benchMailbox } from './bench-mailbox';
import { runScanWorker } from './run-scan-worker';
import type { ScanBenchRow } from './scan-bench';

const EMAIL = 'bench@example.com';
const TOKEN = 'bench-token';
const UNITS_PER_SECOND = 250;
// Listing every id (5 units per 500) and reading each message, at the cost the goal is stated in.
const NAIVE_UNITS = (BENCH_MESSAGES / 500) * 5 + BENCH_MESSAGES * 20;
const GOALS = { spentShare: 0.025, timeRatio: 1.15, peakRssMb: 300 };

/**
 * The Gmail sender sweep over a 100,000-message mailbox with a realistic (Zipf) skew under
 * Google's default quota. The emulator and the ground truth live here; the scan runs in a child
 * process, whose peak memory is what is reported.
 */
export async function benchGmailScan(): Promise<ScanBenchRow> {
  const mailbox = benchMailbox();
  const truth = comparable(groundTruth(mailbox, { includeSpamTrash: false }));
  const gmail = await startGmailEmulator({
    mailboxes: new Map([[EMAIL, mailbox]]),
    resolveUser: fixedTokens({ [TOKEN]: EMAIL }),
  });
  try {
    const result = await runScanWorker('gmail-scan-worker.ts', [gmail.baseUrl, EMAIL, TOKEN]);
    const stats = gmail.stats(EMAIL);
    const share = stats.units / NAIVE_UNITS;
    const minimumSeconds = stats.units / UNITS_PER_SECOND;
    const ratio = result.seconds / minimumSeconds;
    return {
      provider: 'gmail',
      messages: BENCH_MESSAGES,
      senders: BENCH_SENDERS,
      seconds: result.seconds,
      isExact: isDeepStrictEqual(result.aggregates, truth),
      peakRssMb: result.peakRssMb,
      goals: { peakRssMb: GOALS.peakRssMb },
      figures: {
        spent: `${stats.units} units`,
        'share of naive': withGoal(
          percent(share),
          `≤ ${percent(GOALS.spentShare)}`,
          share <= GOALS.spentShare,
        ),
        'wall / minimum': withGoal(
          `${result.seconds.toFixed(1)} s / ${minimumSeconds.toFixed(1)} s = ${ratio.toFixed(2)}×`,
          `≤ ${GOALS.timeRatio}×`,
          ratio <= GOALS.timeRatio,
        ),
        '429s': String(stats.rateLimited),
      },
    };
  } finally {
    await gmail.close();
  }
}
