import type { ImapFlow, MessageStructureObject } from 'imapflow';
import { parseDeliveryStatus, type RecipientStatus } from '../shared/delivery-reports';

/** The report part of RFC 3464, and its RFC 6533 form that may carry UTF-8. */
const DELIVERY_STATUS_TYPES = new Set([
  'message/delivery-status',
  'message/global-delivery-status',
]);

/** A report names a few recipients in a few hundred bytes; nothing past this is read. */
export const MAX_DELIVERY_STATUS_BYTES = 16 * 1024;

/**
 * The per-recipient fields of a delivery report's `message/delivery-status` part, read alone:
 * the message's structure first, then that one part (`BODY.PEEK[n]<0.16384>`, leaving `\Seen`
 * alone), never the person-readable part before it or the returned original after it.
 * Undefined when the message has no such part where RFC 3464 puts it.
 */
export async function readDeliveryStatus(
  client: ImapFlow,
  uid: number,
): Promise<RecipientStatus[] | undefined> {
  const structure = await client.fetchOne(String(uid), { bodyStructure: true }, { uid: true });
  const part = structure ? deliveryStatusPart(structure.bodyStructure) : undefined;
  if (!part?.part) return undefined;
  const fetched = await client.fetchOne(
    String(uid),
    { bodyParts: [{ key: part.part, start: 0, maxLength: MAX_DELIVERY_STATUS_BYTES }] },
    { uid: true },
  );
  const [bytes] = fetched ? (fetched.bodyParts?.values() ?? []) : [];
  if (!bytes) return undefined;
  return parseDeliveryStatus(decodePart(bytes.subarray(0, MAX_DELIVERY_STATUS_BYTES), part));
}

/** The report part: a child of the message's own `multipart/report`, not of anything inside. */
function deliveryStatusPart(root: MessageStructureObject | undefined) {
  if (root?.type.toLowerCase() !== 'multipart/report') return undefined;
  return root.childNodes?.find((child) => DELIVERY_STATUS_TYPES.has(child.type.toLowerCase()));
}

/** The part's text: RFC 3464 asks for 7bit, but some servers encode it anyway. */
function decodePart(bytes: Buffer, part: MessageStructureObject): string {
  switch (part.encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(bytes.toString('latin1'), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(bytes.toString('latin1'));
    default:
      return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
