import { benchGmailScan } from './gmail-scan.bench';

/** What one provider's scan of the benchmark mailbox cost, and whether it counted right. */
export interface ScanBenchRow {
  provider: string;
  messages: number;
  senders: number;
  /** Quota units (Gmail) or requests (others) the scan spent. */
  spent: number;
  /** What reading every message one by one would spend, in the same currency. */
  naive: number;
  /** The scan's wall time, and the least its provider's rate limit allows for `spent`. */
  seconds: number;
  minimumSeconds: number;
  /** Aggregates per domain equal the ground truth. */
  isExact: boolean;
  /** Requests the provider answered 429 (throttled). */
  throttled: number;
  /** Peak resident memory of the scanning process, in MB. */
  peakRssMb: number;
  goals: { spentShare: number; timeRatio: number; peakRssMb: number };
}

/** The rows of the scan benchmark; adding a provider is adding its function here. */
const ROWS: Array<() => Promise<ScanBenchRow>> = [benchGmailScan];

const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
const mark = (isMet: boolean) => (isMet ? 'ok' : 'MISSED');

function print(rows: readonly ScanBenchRow[]): void {
  console.table(
    rows.map((row) => {
      const share = row.spent / row.naive;
      const ratio = row.seconds / row.minimumSeconds;
      return {
        provider: row.provider,
        mailbox: `${row.messages} msgs / ${row.senders} senders`,
        spent: row.spent,
        'share of naive': `${percent(share)} (≤ ${percent(row.goals.spentShare)}: ${mark(share <= row.goals.spentShare)})`,
        'wall / minimum': `${row.seconds.toFixed(1)} s / ${row.minimumSeconds.toFixed(1)} s = ${ratio.toFixed(2)}× (≤ ${row.goals.timeRatio}×: ${mark(ratio <= row.goals.timeRatio)})`,
        '429s': row.throttled,
        aggregates: row.isExact ? 'equal ground truth' : 'DIFFER',
        'peak RSS': `${row.peakRssMb} MB (< ${row.goals.peakRssMb}: ${mark(row.peakRssMb < row.goals.peakRssMb)})`,
      };
    }),
  );
}

/** Runs every row; fails when a provider's aggregates differ from the ground truth. */
export async function runScanBench(): Promise<boolean> {
  const rows: ScanBenchRow[] = [];
  for (const row of ROWS) rows.push(await row());
  print(rows);
  return rows.every((row) => row.isExact);
}
