import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, promisify } from 'node:util';
import {
  fixedTokens,
  generateMailbox,
  groundTruth,
  startGmailEmulator,
} from '../../e2e/stand-ins/mail-apis/index';
import { comparable } from '../../apps/server/src/mailbox-providers/gmail/gmail-test-kit';
import type { ScanBenchRow } from './scan-bench';

const EMAIL = 'bench@example.com';
const TOKEN = 'bench-token';
const MESSAGES = 100_000;
const SENDERS = 500;
const UNITS_PER_SECOND = 250;
// Listing every id (5 units per 500) and reading each message, at the cost the goal is stated in.
const NAIVE_UNITS = (MESSAGES / 500) * 5 + MESSAGES * 20;

const WORKER = fileURLToPath(new URL('./gmail-scan-worker.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

interface WorkerResult {
  seconds: number;
  pages: number;
  aggregates: unknown;
  peakRssMb: number;
}

/**
 * The Gmail sender sweep over a 100,000-message mailbox with a realistic (Zipf) skew under
 * Google's default quota. The emulator and the ground truth live here; the scan runs in a child
 * process, whose peak memory is what is reported.
 */
export async function benchGmailScan(): Promise<ScanBenchRow> {
  const mailbox = generateMailbox({
    seed: 'reclaim-bench',
    messages: MESSAGES,
    senders: SENDERS,
    start: new Date('2008-01-01T00:00:00Z'),
    end: new Date('2024-12-31T00:00:00Z'),
  });
  const truth = comparable(groundTruth(mailbox, { includeSpamTrash: false }));
  const gmail = await startGmailEmulator({
    mailboxes: new Map([[EMAIL, mailbox]]),
    resolveUser: fixedTokens({ [TOKEN]: EMAIL }),
  });
  try {
    const { stdout } = await promisify(execFile)(TSX, [WORKER, gmail.baseUrl, EMAIL, TOKEN], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as WorkerResult;
    const stats = gmail.stats(EMAIL);
    return {
      provider: 'gmail',
      messages: MESSAGES,
      senders: SENDERS,
      spent: stats.units,
      naive: NAIVE_UNITS,
      seconds: result.seconds,
      minimumSeconds: stats.units / UNITS_PER_SECOND,
      isExact: isDeepStrictEqual(result.aggregates, truth),
      throttled: stats.rateLimited,
      peakRssMb: result.peakRssMb,
      goals: { spentShare: 0.025, timeRatio: 1.15, peakRssMb: 300 },
    };
  } finally {
    await gmail.close();
  }
}
