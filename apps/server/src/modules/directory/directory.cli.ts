import { openDatabase, type Database } from '@reclaim/db';
import { loadConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { readSourceAt } from './directory-files';
import { DownloadError, updateDirectory } from './directory-update';
import { importParsedSource, seedBuiltInDirectory, type ImportReport } from './directory.service';

const USAGE = `Usage: npm run directory -- <command>

  import <path>   Import a datenanfragen folder (with companies/) or its .tar.gz,
                  or a JustDeleteMe sites.json. Add --verbose to list every record left out.
  update          Download the datenanfragen and JustDeleteMe versions this release pins,
                  check them against their SHA-256, and import both.
  seed            Put the built-in popular sites in the directory (the server also does this).

The database is the server's: DATABASE_URL, or PGlite under DATA_DIR (default ./data).`;

/** Records left out that are listed without --verbose. */
const SHOWN_REJECTIONS = 10;

type Command = { name: 'import'; path: string } | { name: 'update' } | { name: 'seed' };

function parseCommand(args: string[]): Command | null {
  const [name, path, ...rest] = args;
  if (name === 'import' && path && rest.length === 0) return { name, path };
  if ((name === 'update' || name === 'seed') && !path) return { name };
  return null;
}

async function run(argv: string[]): Promise<void> {
  const verbose = argv.includes('--verbose');
  const command = parseCommand(argv.filter((arg) => arg !== '--verbose'));
  if (!command) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const started = performance.now();
  // Read the input before opening the database: a wrong path must not wait on migrations.
  const parsed = command.name === 'import' ? await readSourceAt(command.path) : undefined;
  const database = await openDatabase(loadConfig().database);
  try {
    const reports = parsed
      ? [await importParsedSource(database.db, parsed)]
      : await runDownloadOrSeed(database.db, command);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const report of reports) printReport(report, verbose);
    console.log(`Done in ${seconds} s (${database.driver}).`);
  } finally {
    await database.close();
  }
}

async function runDownloadOrSeed(db: Database, command: Command): Promise<ImportReport[]> {
  return command.name === 'update' ? updateDirectory(db) : [await seedBuiltInDirectory(db)];
}

function printReport(report: ImportReport, verbose: boolean) {
  const written = report.inserted + report.updated + report.unchanged;
  const skipped = report.skipped.length + report.invalid.length + report.duplicates;
  console.log(
    `${report.source}: ${report.read} records read, ${written} companies: ` +
      `${report.inserted} imported, ${report.updated} updated, ${report.unchanged} unchanged; ` +
      `${skipped} skipped (${report.skipped.length} without a usable domain, ` +
      `${report.invalid.length} invalid, ${report.duplicates} duplicate domains).`,
  );
  const rejected = [
    ...report.invalid.map((r) => ({ ...r, kind: 'invalid' })),
    ...report.skipped.map((r) => ({ ...r, kind: 'skipped' })),
  ];
  const shown = verbose ? rejected : rejected.slice(0, SHOWN_REJECTIONS);
  for (const r of shown) console.log(`  ${r.kind} ${r.record}: ${r.reason}`);
  if (shown.length < rejected.length) {
    console.log(`  … and ${rejected.length - shown.length} more (--verbose lists them all).`);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const isExpected = error instanceof AppError || error instanceof DownloadError;
  const message = isExpected ? error.message : error instanceof Error ? error.stack : error;
  console.error(`directory: ${String(message)}`);
  process.exitCode = 1;
});
