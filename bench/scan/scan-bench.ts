import { withGoal } from './bench-goals';
import { benchGmailScan } from './gmail-scan.bench';
import { benchGraphScan } from './graph-scan.bench';
import { benchImapScan } from './imap-scan.bench';

/** What one provider's scan of the benchmark mailbox cost, and whether it counted right. */
export interface ScanBenchRow {
  provider: string;
  messages: number;
  senders: number;
  /** The scan's wall time. */
  seconds: number;
  /** Aggregates per domain equal the ground truth. */
  isExact: boolean;
  /** Peak resident memory of the scanning process, in MB. */
  peakRssMb: number;
  goals: { peakRssMb: number };
  /**
   * What the provider's limits make worth measuring (quota units, requests, throughput), each
   * formatted with its goal; every name becomes a column of the table.
   */
  figures: Record<string, string>;
}

/** A row that could not run here, and why; it is printed but neither passes nor fails. */
export interface SkippedRow {
  provider: string;
  skipped: string;
}

/** The rows of the scan benchmark; adding a provider is adding its function here. */
const ROWS: Array<() => Promise<ScanBenchRow | SkippedRow>> = [
  benchGmailScan,
  benchGraphScan,
  benchImapScan,
];

const isSkipped = (row: ScanBenchRow | SkippedRow): row is SkippedRow => 'skipped' in row;

function print(rows: readonly (ScanBenchRow | SkippedRow)[]): void {
  const measured = rows.filter((row): row is ScanBenchRow => !isSkipped(row));
  const figureNames = [...new Set(measured.flatMap((row) => Object.keys(row.figures)))];
  console.table(
    rows.map((row) => {
      if (isSkipped(row)) return { provider: row.provider, aggregates: `SKIPPED: ${row.skipped}` };
      const rss = row.peakRssMb < row.goals.peakRssMb;
      return {
        provider: row.provider,
        mailbox: `${row.messages} msgs / ${row.senders} senders`,
        wall: `${row.seconds.toFixed(1)} s`,
        ...Object.fromEntries(figureNames.map((name) => [name, row.figures[name] ?? ''])),
        aggregates: row.isExact ? 'equal ground truth' : 'DIFFER',
        'peak RSS': withGoal(`${row.peakRssMb} MB`, `< ${row.goals.peakRssMb}`, rss),
      };
    }),
  );
}

/** Runs every row; fails when a provider's aggregates differ from the ground truth. */
export async function runScanBench(): Promise<boolean> {
  const rows: Array<ScanBenchRow | SkippedRow> = [];
  for (const row of ROWS) rows.push(await row());
  print(rows);
  return rows.every((row) => isSkipped(row) || row.isExact);
}
