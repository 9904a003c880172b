import type { SenderKind } from '@reclaim/contract';

/** The toast after a sender's kind was changed: where the sender went. */
export function senderKindToast(kind: SenderKind, domainName: string): string {
  return kind === 'person'
    ? `Moved to People: Reclaim leaves ${domainName} out of your companies.`
    : `${domainName} is back among your companies.`;
}
