import type { SampleEmail } from '@reclaim/db';
import type { MessageMetadata, ScanPage, SenderTotal } from '../mailbox-providers/provider';
import { classifySender } from './classify-sender';
import type { OwnAddresses } from './own-addresses';
import { writesLikePerson } from './sender-kind';

export const MAX_SAMPLES_PER_DOMAIN = 10;

/** What a set of messages says about one company. */
export interface DomainAggregate {
  count: number;
  first: Date;
  last: Date;
  /**
   * The newest messages, at most MAX_SAMPLES_PER_DOMAIN, newest first; only those that read as a
   * company's: nothing of what a person wrote is kept.
   */
  samples: SampleEmail[];
  /** Every message counted reads as a person's (see `writesLikePerson`). */
  looksPersonal: boolean;
}

/**
 * What is kept of a message as a company's sample: sender, subject and date, and how it said it
 * could be stopped (List-Unsubscribe); nothing else.
 */
export function toSample(message: MessageMetadata): SampleEmail {
  return {
    from: message.fromAddress,
    subject: message.subject,
    date: message.date.toISOString(),
    ...(message.unsubscribe && { unsubscribe: message.unsubscribe }),
  };
}

/** Folds one page of metadata into aggregates per sender domain; other mail is left out. */
export function aggregatePage(
  messages: readonly MessageMetadata[],
  own: OwnAddresses,
): Map<string, DomainAggregate> {
  const byDomain = new Map<string, DomainAggregate>();
  // A page holds many messages of each sender: each is judged once.
  const judged = new Map<string, boolean>();
  for (const message of messages) {
    const verdict = classifySender(message, own);
    if (!verdict.isCompany) continue;
    const key = `${message.fromAddress}\n${message.fromName}\n${message.mailerHeaders.join(',')}`;
    let looksPersonal = judged.get(key);
    // Stryker disable next-line ConditionalExpression: judging again gives the same verdict, as writesLikePerson reads only what the key holds.
    if (looksPersonal === undefined) {
      looksPersonal = writesLikePerson(message);
      judged.set(key, looksPersonal);
    }
    byDomain.set(
      verdict.domain,
      mergeAggregates(byDomain.get(verdict.domain), {
        count: 1,
        first: message.date,
        last: message.date,
        samples: looksPersonal ? [] : [toSample(message)],
        looksPersonal,
      }),
    );
  }
  return byDomain;
}

/** Adds two aggregates of the same domain; commutative, so pages may arrive in any order. */
export function mergeAggregates(
  a: DomainAggregate | undefined,
  b: DomainAggregate,
): DomainAggregate {
  if (!a) return b;
  return {
    count: a.count + b.count,
    // Stryker disable next-line EqualityOperator: of two equal dates either is the same instant.
    first: a.first <= b.first ? a.first : b.first,
    // Stryker disable next-line EqualityOperator: of two equal dates either is the same instant.
    last: a.last >= b.last ? a.last : b.last,
    samples: newestSamples([...a.samples, ...b.samples]),
    looksPersonal: a.looksPersonal && b.looksPersonal,
  };
}

/** The newest samples, at most MAX_SAMPLES_PER_DOMAIN, each message once (samples read twice). */
export function newestSamples(samples: readonly SampleEmail[]): SampleEmail[] {
  const unique = new Map(samples.map((s) => [`${s.date}\n${s.from}\n${s.subject}`, s]));
  return [...unique.values()]
    .sort((x, y) =>
      x.date === y.date ? x.subject.localeCompare(y.subject) : y.date.localeCompare(x.date),
    )
    .slice(0, MAX_SAMPLES_PER_DOMAIN);
}

/** The aggregates of one page: from the adapter's counted totals when it has them. */
export function aggregateScanPage(page: ScanPage, own: OwnAddresses): Map<string, DomainAggregate> {
  return page.senderTotals
    ? aggregateTotals(page.senderTotals, own)
    : aggregatePage(page.messages, own);
}

/**
 * Folds counted sender totals into aggregates per sender domain, classifying each sender by its
 * newest mail and each sample read by itself.
 */
export function aggregateTotals(
  totals: readonly SenderTotal[],
  own: OwnAddresses,
): Map<string, DomainAggregate> {
  const byDomain = new Map<string, DomainAggregate>();
  for (const total of totals) {
    const newest = total.samples[0];
    if (!newest) continue;
    const verdict = classifySender(newest, own);
    if (!verdict.isCompany) continue;
    const companyMail = total.samples.filter((sample) => !writesLikePerson(sample));
    const aggregate = {
      count: total.count,
      first: total.first,
      last: total.last,
      samples: companyMail.map(toSample),
      looksPersonal: companyMail.length === 0,
    };
    byDomain.set(verdict.domain, mergeAggregates(byDomain.get(verdict.domain), aggregate));
  }
  return byDomain;
}
