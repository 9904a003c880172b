import { z } from 'zod';
import type { MessageMetadata } from '../provider';
import { capAddress, capMetadata, capText } from '../shared/header-limits';
import { readSenderSignals } from '../shared/sender-headers';

/**
 * The only message fields Reclaim asks Graph for. No `body`, `uniqueBody` or `bodyPreview`: the
 * privacy model would allow a preview, but Reclaim does not store one, so it is not read at all.
 */
export const MESSAGE_FIELDS =
  'id,from,subject,receivedDateTime,inferenceClassification,internetMessageHeaders';

const graphMessageSchema = z.object({
  id: z.string(),
  from: z
    .object({
      emailAddress: z.object({
        name: z.string().nullish(),
        address: z.string().nullish(),
      }),
    })
    .nullish(),
  subject: z.string().nullish(),
  receivedDateTime: z.iso.datetime({ offset: true }),
  inferenceClassification: z.string().nullish(),
  internetMessageHeaders: z.array(z.object({ name: z.string(), value: z.string() })).nullish(),
});

/** One page of a message list or a delta round. */
export const graphPageSchema = z.object({
  value: z.array(z.unknown()),
  '@odata.nextLink': z.string().optional(),
  '@odata.deltaLink': z.string().optional(),
});
export type GraphPage = z.infer<typeof graphPageSchema>;

/**
 * The metadata of one Graph message, or null for an item that names no sender (a draft) or that
 * a delta round reports as removed (`@removed`): neither says anything about a company.
 */
export function toMessageMetadata(item: unknown): MessageMetadata | null {
  if (typeof item === 'object' && item !== null && '@removed' in item) return null;
  const parsed = graphMessageSchema.safeParse(item);
  if (!parsed.success) return null;
  const message = parsed.data;
  const address = capAddress(message.from?.emailAddress.address?.trim().toLowerCase() ?? '');
  if (!address) return null;
  const headers = new Map<string, string>();
  for (const { name, value } of message.internetMessageHeaders ?? []) {
    if (!headers.has(name.toLowerCase())) headers.set(name.toLowerCase(), capText(value));
  }
  return capMetadata({
    id: message.id,
    fromAddress: address,
    fromName: message.from?.emailAddress.name ?? '',
    subject: message.subject ?? '',
    snippet: '',
    date: new Date(message.receivedDateTime),
    ...readSenderSignals((name) => headers.get(name)),
    categories: message.inferenceClassification ? [message.inferenceClassification] : [],
  });
}
