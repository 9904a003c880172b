import { generateMailbox, type GeneratedMailbox } from '@reclaim/stand-ins/mail-apis';

/** Messages in the benchmark mailbox of every row. */
export const BENCH_MESSAGES = 100_000;
/** Sender domains in the benchmark mailbox of every row. */
export const BENCH_SENDERS = 500;

let mailbox: GeneratedMailbox | undefined;

/**
 * The mailbox the Gmail and Graph rows scan: 100,000 messages from 500 senders with a Zipf skew,
 * dated 2008 to 2024. Generated once and shared, so both rows read the very same mail.
 */
export function benchMailbox(): GeneratedMailbox {
  mailbox ??= generateMailbox({
    seed: 'reclaim-bench',
    messages: BENCH_MESSAGES,
    senders: BENCH_SENDERS,
    start: new Date('2008-01-01T00:00:00Z'),
    end: new Date('2024-12-31T00:00:00Z'),
  });
  return mailbox;
}
