import { randomBytes } from 'node:crypto';
import type { ApiCall } from './api-handler.js';
import { badRequest, entityNotFound } from './gmail-errors.js';
import { GMAIL_MAX_PAGE, HISTORY_BASE } from './gmail-messages.js';
import { pageSize, parseJson, type Reply } from './http-kit.js';
import { parseAddressList, parseRfc822 } from './rfc822.js';

/** `getProfile`: address, totals and the current history id. */
export function getProfile({ mailbox }: ApiCall): Reply {
  const messages = mailbox.all();
  return {
    status: 200,
    body: {
      emailAddress: mailbox.email,
      messagesTotal: messages.length,
      threadsTotal: new Set(messages.map((message) => message.threadId)).size,
      historyId: String(HISTORY_BASE + mailbox.latestSeq),
    },
  };
}

/** `settings.sendAs.list`: the primary address and every alias the mailbox sends as. */
export function listSendAs({ mailbox }: ApiCall): Reply {
  const sendAs = (address: string, isPrimary: boolean) => ({
    sendAsEmail: address,
    displayName: '',
    replyToAddress: '',
    isPrimary,
    isDefault: isPrimary,
    treatAsAlias: !isPrimary,
    verificationStatus: 'accepted',
  });
  return {
    status: 200,
    body: {
      sendAs: [sendAs(mailbox.email, true), ...mailbox.aliases.map((a) => sendAs(a, false))],
    },
  };
}

/**
 * `history.list`: one `messagesAdded` record per message added after `startHistoryId`, oldest
 * first. A start id older than the retained log answers 404, as Gmail does for an expired cursor.
 */
export function listHistory({ url, mailbox }: ApiCall): Reply {
  const params = url.searchParams;
  const start = Number(params.get('startHistoryId')) - HISTORY_BASE;
  if (!params.get('startHistoryId') || !Number.isInteger(start)) {
    return badRequest('Invalid startHistoryId');
  }
  if (start < mailbox.oldestValidSeq) return entityNotFound();
  const size = pageSize(params.get('maxResults'), 100, GMAIL_MAX_PAGE);
  if (size === null) return badRequest('Invalid maxResults');
  const types = params.getAll('historyTypes');
  const labelId = params.get('labelId');
  const resumeAt = Number(params.get('pageToken') ?? HISTORY_BASE) - HISTORY_BASE;
  if (!Number.isInteger(resumeAt)) return badRequest('Invalid pageToken');
  const after = Math.max(start, resumeAt);

  const changes = (
    types.length === 0 || types.includes('messageAdded') ? mailbox.changesSince(after) : []
  ).filter((message) => !labelId || message.labels.includes(labelId));
  const page = changes.slice(0, size);
  const history = page.map(({ id, threadId, labels, seq }) => ({
    id: String(HISTORY_BASE + seq),
    messages: [{ id, threadId }],
    messagesAdded: [{ message: { id, threadId, labelIds: labels } }],
  }));
  const last = page.at(-1);
  return {
    status: 200,
    body: {
      ...(history.length > 0 ? { history } : {}),
      ...(changes.length > size && last ? { nextPageToken: String(HISTORY_BASE + last.seq) } : {}),
      historyId: String(HISTORY_BASE + mailbox.latestSeq),
    },
  };
}

const RAW_REQUIRED =
  "'raw' RFC822 payload message string or uploading message via /upload/* URL required";

async function readOutgoing(call: ApiCall): Promise<{ raw: string; threadId?: string } | null> {
  const body = await call.body();
  if (call.url.pathname.startsWith('/upload/')) return { raw: body.toString('utf8') };
  const json = parseJson(body) as { raw?: unknown; threadId?: unknown } | undefined;
  if (typeof json?.raw !== 'string' || json.raw === '') return null;
  const raw = Buffer.from(json.raw, 'base64url').toString('utf8');
  return typeof json.threadId === 'string' ? { raw, threadId: json.threadId } : { raw };
}

/**
 * `messages.send`: takes `{ raw, threadId? }` (base64url RFC 822) or, on the upload path, the
 * message itself, keeps it for `sent(email)` and files it with the SENT label, where
 * `rfc822msgid:` finds it. A message without a Message-ID gets one, as Gmail adds its own.
 */
export async function sendMessage(call: ApiCall): Promise<Reply> {
  const outgoing = await readOutgoing(call);
  if (!outgoing) return badRequest(RAW_REQUIRED);
  const mail = parseRfc822(outgoing.raw);
  const { to, cc, bcc } = mail.headers;
  if ([to, cc, bcc].flatMap((value) => parseAddressList(value)).length === 0) {
    return badRequest('Recipient address required');
  }

  const id = randomBytes(8).toString('hex');
  const threadId = outgoing.threadId ?? id;
  const messageId = mail.headers['message-id'] ?? `<${id}@mail.gmail.com>`;
  const sentAt = new Date();
  const { mailbox } = call;
  mailbox.sent.push({ id, threadId, messageId, ...mail, raw: outgoing.raw, sentAt });
  mailbox.write({
    id,
    threadId,
    from: { name: '', address: mailbox.email },
    subject: mail.subject,
    snippet: '',
    date: sentAt,
    listUnsubscribe: false,
    labels: ['SENT'],
    seq: 0,
    time: sentAt.getTime(),
    messageId,
    to: mail.to,
    body: mail.body,
    headers: {},
  });
  return { status: 200, body: { id, threadId, labelIds: ['SENT'] } };
}
