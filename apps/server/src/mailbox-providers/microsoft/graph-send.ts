import { z } from 'zod';
import type { OutgoingMessage, ReplyTarget, SentMessage } from '../provider';
import { GraphApiError, type GraphCall } from './graph-client';

/**
 * Reclaim's own MAPI property set. Never change it: copies already in Sent Items carry it, and
 * `findSent` would no longer recognise them.
 */
const RECLAIM_PROPERTY_SET = 'bb089f05-7c76-4054-bf2b-fc9e147a1fb1';

/** The named extended property that holds our Message-ID on the copy in Sent Items. */
export const MESSAGE_ID_PROPERTY = `String {${RECLAIM_PROPERTY_SET}} Name ReclaimMessageId`;

/**
 * Pauses between look-ups for the copy a send filed, about 5 s in all: Exchange saves it to Sent
 * Items a moment after `sendMail` has answered.
 */
const SENT_COPY_WAITS_MS = [250, 500, 1000, 1250, 2000];

const copiesSchema = z.object({
  value: z.array(z.object({ id: z.string(), conversationId: z.string().nullish() })),
});

/** An OData string literal: quoted, a single quote inside doubled. */
export const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The copy in Sent Items that carries this Message-ID in {@link MESSAGE_ID_PROPERTY}, or null.
 * Immutable ids keep the returned id valid when the person files the copy in another folder.
 */
export async function findSentCopy(
  call: GraphCall,
  messageId: string,
): Promise<SentMessage | null> {
  const filter =
    `singleValueExtendedProperties/Any(ep: ep/id eq ${odataString(MESSAGE_ID_PROPERTY)}` +
    ` and ep/value eq ${odataString(messageId)})`;
  const url =
    `/v1.0/me/mailFolders/sentitems/messages?$filter=${encodeURIComponent(filter)}` +
    '&$select=id,conversationId&$top=1';
  const [copy] = copiesSchema.parse(await call({ url, isImmutableId: true })).value;
  if (!copy) return null;
  return {
    providerMessageId: copy.id,
    ...(copy.conversationId && { threadId: copy.conversationId }),
  };
}

/** The copy a send just filed, once it shows up in Sent Items; null if it does not in time. */
async function awaitSentCopy(
  call: GraphCall,
  messageId: string,
  sleep: (ms: number) => Promise<void>,
): Promise<SentMessage | null> {
  for (const pause of [0, ...SENT_COPY_WAITS_MS]) {
    if (pause > 0) await sleep(pause);
    try {
      const copy = await findSentCopy(call, messageId);
      if (copy) return copy;
    } catch {
      // The message has gone out: a failed look-up costs only the copy's ids, never a resend.
      return null;
    }
  }
  return null;
}

/** The extended property that marks a message we write with our Message-ID. */
const marked = (message: OutgoingMessage) => [
  { id: MESSAGE_ID_PROPERTY, value: message.messageId },
];

/**
 * Sends `message` in the conversation of `target` by forwarding the target's copy in Sent to the
 * recipient with the message as its comment. Graph cannot set In-Reply-To on `sendMail`, and a
 * reply would go to the target's own sender (the person); `forward` needs only Mail.Send, like
 * `sendMail`, and Exchange files the forward in the target's conversation. Returns false, having
 * sent nothing, when the target's copy is gone (deleted from the mailbox).
 */
async function forwardInConversation(
  call: GraphCall,
  message: OutgoingMessage,
  target: ReplyTarget,
): Promise<boolean> {
  // A copy that did not show up in time is known by our Message-ID only: look it up now.
  const known = target.providerMessageId;
  const id =
    known && !known.startsWith('<')
      ? known
      : (await findSentCopy(call, target.messageId))?.providerMessageId;
  if (!id) return false;
  try {
    await call({
      url: `/v1.0/me/messages/${encodeURIComponent(id)}/forward`,
      isOnce: true,
      isImmutableId: true,
      json: {
        comment: message.html,
        toRecipients: [{ emailAddress: { address: message.to } }],
        message: { subject: message.subject, singleValueExtendedProperties: marked(message) },
      },
    });
    return true;
  } catch (error) {
    if (error instanceof GraphApiError && error.status === 404) return false;
    throw error;
  }
}

/**
 * Sends `message` with `sendMail`, which needs only Mail.Send (a draft would need
 * Mail.ReadWrite), or, for a message that answers an earlier one, with `forward` in that one's
 * conversation (see {@link forwardInConversation}). Neither can set the Message-ID header nor
 * answers with an id, so the message carries our Message-ID in {@link MESSAGE_ID_PROPERTY}; the
 * property stays on the copy saved to Sent Items, where {@link findSentCopy} finds it. A copy
 * already there (a retry after a crash) is returned without sending again. When the new copy does
 * not show up in time, the Message-ID stands in for its id: the send succeeded all the same.
 */
export async function sendWithMessageId(
  call: GraphCall,
  message: OutgoingMessage,
  sleep: (ms: number) => Promise<void>,
): Promise<SentMessage> {
  const earlier = await findSentCopy(call, message.messageId);
  if (earlier) return earlier;
  const isForwarded =
    message.inReplyTo !== undefined &&
    (await forwardInConversation(call, message, message.inReplyTo));
  if (!isForwarded) {
    await call({
      url: '/v1.0/me/sendMail',
      isOnce: true,
      json: {
        message: {
          subject: message.subject,
          body: { contentType: 'HTML', content: message.html },
          toRecipients: [{ emailAddress: { address: message.to } }],
          singleValueExtendedProperties: marked(message),
        },
        saveToSentItems: true,
      },
    });
  }
  return (
    (await awaitSentCopy(call, message.messageId, sleep)) ?? {
      providerMessageId: message.messageId,
    }
  );
}
