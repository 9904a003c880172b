import type { MessageMetadata } from '../provider';
import { getMetadata, listIds } from './gmail-api';
import { GmailApiError, type GmailCall } from './gmail-client';
import { coDomainSuffixes, fromQuery } from './sender-query';
import { companyDomainOf } from '../../scanning/classify-sender';

/**
 * The newest messages (at most `limit`) from `domain`, a registrable domain, newest first. The
 * sweep reads only a company's newest and oldest message; this reads the rest of its samples
 * once the scan is done. `from:` also lists other senders' mail (co-domains such as `shop.com.au`,
 * left out by their suffix, and display names or addresses that mention the domain), so what was
 * read is kept only when its sender is of the domain. Where Gmail refuses the list of suffixes as
 * too long (it documents no limit), the domain alone is searched.
 */
export async function readSenderSamples(
  call: GmailCall,
  domain: string,
  limit: number,
): Promise<MessageMetadata[]> {
  let ids: string[];
  try {
    ({ ids } = await listIds(call, fromQuery(domain, coDomainSuffixes(domain)), null, limit));
  } catch (error) {
    if (!(error instanceof GmailApiError && error.status === 400)) throw error;
    ({ ids } = await listIds(call, fromQuery(domain, []), null, limit));
  }
  const read = await Promise.all(ids.map((id) => getMetadata(call, id)));
  return read
    .filter((message) => message !== null)
    .filter((message) => companyDomainOf(message.fromAddress) === domain)
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}
