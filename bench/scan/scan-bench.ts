import { withGoal } from './bench-goals';
import { benchGmailScanRealistic, benchGmailScanRealistic20k } from './gmail-realistic.bench';
import { benchGmailScanCurrent, benchGmailScanLegacy } from './gmail-scan.bench';
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

/** The rows of the scan benchmark by provider; adding a provider is adding its function here. */
const ROWS: Record<string, () => Promise<ScanBenchRow | SkippedRow>> = {
  gmail: benchGmailScanCurrent,
  'gmail-legacy': benchGmailScanLegacy,
  'gmail-realistic': benchGmailScanRealistic,
  'gmail-realistic-20k': benchGmailScanRealistic20k,
  microsoft: benchGraphScan,
  imap: benchImapScan,
};

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

/**
 * Runs the rows of the providers named (`npm run bench -- scan imap`), or every row; fails when a
 * provider's aggregates differ from the ground truth, or a name is not a row's.
 */
export async function runScanBench(providers: readonly string[] = []): Promise<boolean> {
  const unknown = providers.filter((name) => !(name in ROWS));
  if (unknown.length > 0) {
    console.error(`No scan row ${unknown.join(', ')}; rows: ${Object.keys(ROWS).join(', ')}`);
    return false;
  }
  const chosen = providers.length > 0 ? providers : Object.keys(ROWS);
  const rows: Array<ScanBenchRow | SkippedRow> = [];
  for (const name of chosen) rows.push(await ROWS[name]!());
  print(rows);
  return rows.every((row) => isSkipped(row) || row.isExact);
}
