import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';

const DAY_MS = 86_400_000;
let made = 0;

interface Sender {
  /** The display name of the From header; none by default. */
  name?: string;
  /** The From header as sent, when it is not `name <address>`. */
  rawFrom?: string;
}

/**
 * `count` inbox messages from `address`, one a day from `startDay` days after 2020-01-01, each
 * with an id of its own in this process (16 hex digits, as Gmail's ids look).
 */
export function messagesFrom(
  address: string,
  count: number,
  startDay: number,
  { name = '', rawFrom }: Sender = {},
): MailboxMessage[] {
  return Array.from({ length: count }, (_, index) => {
    made += 1;
    const id = made.toString(16).padStart(16, '0');
    return {
      id,
      threadId: id,
      from: { name, address },
      ...(rawFrom ? { rawFrom } : {}),
      subject: `Message ${made}`,
      snippet: '',
      date: new Date(Date.UTC(2020, 0, 1) + (startDay + index) * DAY_MS),
      listUnsubscribe: false,
      labels: ['INBOX'],
    };
  });
}
