import type { MessageMetadata } from '../provider';
import { seededRandom } from './seeded-random';

export interface DemoSite {
  name: string;
  domain: string;
}

const FIRST_DATE = Date.UTC(2005, 0, 1);
const LAST_DATE = Date.UTC(2021, 11, 31, 23, 59, 59);
const MAX_MESSAGES_PER_SITE = 10;

const SENDERS = ['no-reply', 'news', 'account', 'info', 'hello', 'orders'] as const;
const SUBJECTS = [
  (name: string) => `Welcome to ${name}`,
  (name: string) => `Your ${name} receipt`,
  (name: string) => `Security alert for your ${name} account`,
  (name: string) => `What's new at ${name} this month`,
  (name: string) => `Please confirm your e-mail address for ${name}`,
  (name: string) => `${name}: your password was changed`,
  (name: string) => `Updates to the ${name} privacy policy`,
  (name: string) => `We miss you at ${name}`,
];

/**
 * The demo mailbox of one person: for each of the popular sites, 1 to 10 sample e-mails dated
 * between 2005 and 2021 (spec §1, §9). The same address always gets the same mailbox.
 */
export function buildDemoMailbox(address: string, sites: readonly DemoSite[]): MessageMetadata[] {
  const messages: MessageMetadata[] = [];
  for (const site of sites) {
    // One stream per site, so the mailbox is the same however it is split into pages.
    const random = seededRandom(`demo:${address.toLowerCase()}:${site.domain}`);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const count = 1 + Math.floor(random() * MAX_MESSAGES_PER_SITE);
    for (let i = 0; i < count; i++) {
      const sender = pick(SENDERS);
      const host = random() < 0.5 ? site.domain : `mail.${site.domain}`;
      messages.push({
        id: `${site.domain}-${i}`,
        fromAddress: `${sender}@${host}`,
        fromName: site.name,
        subject: pick(SUBJECTS)(site.name),
        snippet: '',
        date: new Date(FIRST_DATE + Math.floor(random() * (LAST_DATE - FIRST_DATE))),
        hasListUnsubscribe: sender === 'news',
        categories: sender === 'news' ? ['promotions'] : ['updates'],
      });
    }
  }
  return messages;
}
