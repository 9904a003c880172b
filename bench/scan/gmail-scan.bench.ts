import { isDeepStrictEqual } from 'node:util';
import {
  fixedTokens,
  GMAIL_QUOTA_REGIMES,
  groundTruth,
  startGmailEmulator,
  unitsAt,
  type GmailQuotaRegime,
} from '@reclaim/stand-ins/mail-apis';
import { comparable } from '../../apps/server/testing/gmail-test-kit';
import { percent, withGoal } from './bench-goals';
import { BENCH_MESSAGES, BENCH_SENDERS, benchMailbox } from './bench-mailbox';
import { runScanWorker } from './run-scan-worker';
import type { ScanBenchRow } from './scan-bench';

const EMAIL = 'bench@example.com';
const TOKEN = 'bench-token';
const GOALS = { spentShare: 0.025, timeRatio: 1.15, peakRssMb: 300 };

/** Listing every id (one `messages.list` per 500) and reading each message, at `regime`'s prices. */
const naiveUnits = (regime: GmailQuotaRegime) =>
  unitsAt(regime, {
    'messages.list': Math.ceil(BENCH_MESSAGES / 500),
    'messages.get': BENCH_MESSAGES,
  });

/**
 * The least wall time `units` can take under `regime`'s per-user window: a full window's units
 * may go at once, and every further window's worth waits for a window to pass.
 */
function minimumSeconds(regime: GmailQuotaRegime, units: number): number {
  const { unitsPerWindow, windowMs } = GMAIL_QUOTA_REGIMES[regime];
  const waits = Math.ceil(units / unitsPerWindow) - 1;
  return Math.max((waits * windowMs) / 1000, 0.001);
}

/**
 * The Gmail sender sweep over a 100,000-message mailbox with a realistic (Zipf) skew, under the
 * prices and per-user limit of `regime` and a search as loose as Gmail's. The emulator and the ground truth live here; the scan
 * runs in a child process, whose peak memory is what is reported. Every share is at one price:
 * what the scan spent and what reading everything would cost, both at the regime's prices.
 */
async function benchGmailScan(regime: GmailQuotaRegime): Promise<ScanBenchRow> {
  const mailbox = benchMailbox();
  const truth = comparable(groundTruth(mailbox, { includeSpamTrash: false }));
  const gmail = await startGmailEmulator({
    mailboxes: new Map([[EMAIL, mailbox]]),
    resolveUser: fixedTokens({ [TOKEN]: EMAIL }),
    quota: { regime },
    search: 'realistic',
  });
  try {
    const result = await runScanWorker('gmail-scan-worker.ts', [
      gmail.baseUrl,
      EMAIL,
      TOKEN,
      regime,
    ]);
    const stats = gmail.stats(EMAIL);
    const share = stats.units / naiveUnits(regime);
    const minimum = minimumSeconds(regime, stats.units);
    const ratio = result.seconds / minimum;
    return {
      provider: `gmail (${regime})`,
      messages: BENCH_MESSAGES,
      senders: BENCH_SENDERS,
      seconds: result.seconds,
      isExact: isDeepStrictEqual(result.aggregates, truth),
      peakRssMb: result.peakRssMb,
      goals: { peakRssMb: GOALS.peakRssMb },
      figures: {
        spent: `${stats.units} units (${stats.byMethod['messages.get'] ?? 0} reads)`,
        'share of naive': withGoal(
          percent(share),
          `≤ ${percent(GOALS.spentShare)}`,
          share <= GOALS.spentShare,
        ),
        'wall / minimum': withGoal(
          `${result.seconds.toFixed(1)} s / ${minimum.toFixed(1)} s = ${ratio.toFixed(2)}×`,
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

/** Google Cloud projects created from May 2026: 6,000 units a user a minute, 20 a read. */
export const benchGmailScanCurrent = () => benchGmailScan('current');
/** Projects that kept the earlier prices: 250 units a user a second, 5 a read. */
export const benchGmailScanLegacy = () => benchGmailScan('legacy');
