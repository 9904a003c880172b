import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_LOG } from './fixtures/app-server';
import { generateImapMessages } from '@reclaim/stand-ins/dovecot/generate-imap-messages';
import { generateMailbox } from '@reclaim/stand-ins/mail-apis/mailbox-generator';
import { APP_URL, EMULATED_MAILBOX, IMAP_MAILBOX } from './fixtures/environment';
import { NEW_TEST_PASSWORD, TEST_PASSWORD } from './fixtures/test-user';

interface OutboxMessage {
  recipient: string;
  subject: string;
  text: string;
}

/** Words that only a secret or a message's content would bring into a log line. */
const LEAK_PATTERNS = [
  /access_token/i,
  /refresh_token/i,
  /"password"/i,
  /Bearer\s+[\w.~+/-]{8,}/,
  /Your code is/,
  /[?&](code|state)=(?!…)/,
];

/** Texts shorter than this could turn up in a log by chance; longer ones only by a leak. */
const MIN_TEXT_LENGTH = 12;

/**
 * What the suite's mailboxes hold that Reclaim reads or must never read: the subjects and
 * snippets of the Gmail and Graph emulators' mail, and the subjects and body lines of the IMAP
 * mailbox, generated again from the same options.
 */
function mailboxTexts(): string[] {
  const emulated = generateMailbox({
    ...EMULATED_MAILBOX,
    start: new Date(EMULATED_MAILBOX.start),
    end: new Date(EMULATED_MAILBOX.end),
  });
  const { seed, messages, senders } = IMAP_MAILBOX;
  const imap = generateImapMessages({ seed, messages, senders });
  return [
    ...emulated.messages.flatMap((message) => [message.subject, message.snippet]),
    ...imap.flatMap((message) => [message.subject, ...message.body.split('\n')]),
  ]
    .map((text) => text.trim())
    .filter((text) => text.length >= MIN_TEXT_LENGTH);
}

/**
 * After the whole browser run, while the app still runs: the server's log (at info level, every
 * request) holds no password, no code, no mail the app sent (its subject or any line of its text),
 * no subject, snippet or body line of the mailboxes it scanned, and nothing shaped like a token.
 */
export default async function checkServerLog(): Promise<void> {
  const dataDir = process.env.RECLAIM_E2E_DATA_DIR!;
  const log = await readFile(join(dataDir, SERVER_LOG), 'utf8');
  if (!log.includes('incoming request')) {
    throw new Error(`The server log of this run (${SERVER_LOG}) logged no request`);
  }
  const answer = await fetch(`${APP_URL}/dev/outbox`, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`The outbox could not be read: ${answer.status}`);
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };

  const secrets = new Set([
    TEST_PASSWORD,
    NEW_TEST_PASSWORD,
    IMAP_MAILBOX.password,
    ...mailboxTexts(),
  ]);
  for (const message of messages) {
    secrets.add(message.subject);
    for (const line of message.text.split('\n').map((l) => l.trim())) {
      if (line.length >= 24) secrets.add(line);
    }
    for (const [, code] of message.text.matchAll(/\b(\d{6})\b/g)) secrets.add(`"${code}"`);
  }
  const leaks = [
    ...[...secrets].filter((secret) => log.includes(secret)),
    ...LEAK_PATTERNS.filter((pattern) => pattern.test(log)).map(String),
  ];
  if (leaks.length > 0) {
    throw new Error(`The server log names what it must not:\n${leaks.join('\n')}`);
  }
  console.log(
    `Server log checked: ${log.split('\n').length} lines, ${secrets.size} secrets and mail lines, none found.`,
  );
}
