import { domainRecords, mailboxConnections } from '@reclaim/db';
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  accessOfConnection,
  unlessReconnectNeeded,
} from '../modules/connections/connection-access';
import { MAX_SAMPLES_PER_DOMAIN, newestSamples, toSample } from './aggregate-page';
import type { ScanDependencies } from './scan.service';
import { writesLikePerson } from './sender-kind';

/** Where a fill stands: done, or the last domain handled (the next run goes on after it). */
export type SampleFillOutcome = { done: true } | { done: false; after: string };

/**
 * Reads the missing samples of up to `maxDomains` companies of a scanned mailbox, in domain order
 * after `after`, for providers whose scan counts mail without reading it all (Gmail). Each
 * company is tried once per fill, so a search that finds fewer messages than the count cannot
 * make it loop; a crash repeats at most one batch, and samples read twice are kept once.
 *
 * A domain the scan judged a person's from the few messages it read (a company's newest and
 * oldest mail may both be an employee's note) is read again too: one message of the company's
 * own makes it a company, with that mail as its samples. What a person wrote is never kept.
 */
export async function fillSamples(
  deps: ScanDependencies,
  connectionId: string,
  after: string | null,
  maxDomains = 10,
): Promise<SampleFillOutcome> {
  const [connection] = await deps.db
    .select()
    .from(mailboxConnections)
    .where(eq(mailboxConnections.id, connectionId));
  const provider = connection && deps.providers.get(connection.provider);
  if (
    !connection ||
    connection.needsReconnect ||
    connection.disconnectedAt ||
    !provider?.readSamples
  ) {
    return { done: true };
  }

  const short = await deps.db
    .select({ id: domainRecords.id, domain: domainRecords.domain })
    .from(domainRecords)
    .where(
      and(
        eq(domainRecords.connectionId, connectionId),
        or(
          and(
            ne(domainRecords.tile, 'person'),
            lt(
              sql`jsonb_array_length(${domainRecords.samples})`,
              sql`least(${domainRecords.emailCount}, ${MAX_SAMPLES_PER_DOMAIN})`,
            ),
          ),
          // The scan's judgement, not the person's: theirs is not read again.
          and(eq(domainRecords.tile, 'person'), isNull(domainRecords.kindCorrection)),
        ),
        after === null ? undefined : gt(domainRecords.domain, after),
      ),
    )
    .orderBy(asc(domainRecords.domain))
    .limit(maxDomains);
  if (short.length === 0) return { done: true };

  const access = accessOfConnection(deps, connection);
  const read = await unlessReconnectNeeded(deps.db, connection.id, () =>
    Promise.all(
      short.map((record) => provider.readSamples!(access, record.domain, MAX_SAMPLES_PER_DOMAIN)),
    ),
  );
  if (!read) return { done: true };
  await deps.db.transaction(async (tx) => {
    for (const [index, record] of short.entries()) {
      const [row] = await tx
        .select({ samples: domainRecords.samples, correction: domainRecords.kindCorrection })
        .from(domainRecords)
        .where(eq(domainRecords.id, record.id))
        .for('update');
      // Said to be a person while the batch was read: nothing of it is kept.
      if (!row || row.correction === 'person') continue;
      const samples = read[index]!.filter((message) => !writesLikePerson(message)).map(toSample);
      if (samples.length === 0) continue;
      await tx
        .update(domainRecords)
        .set({ samples: newestSamples([...row.samples, ...samples]), looksPersonal: false })
        .where(eq(domainRecords.id, record.id));
    }
  });
  return short.length < maxDomains ? { done: true } : { done: false, after: short.at(-1)!.domain };
}
