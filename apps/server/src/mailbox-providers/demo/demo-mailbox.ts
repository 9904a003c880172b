import type { MessageMetadata } from '../provider';
import { drawDemoHistory } from './demo-lifetimes';
import { seededRandom } from './seeded-random';

export interface DemoSite {
  name: string;
  domain: string;
}

const MAX_MESSAGES_PER_SITE = 10;

const SENDERS = ['no-reply', 'news', 'account', 'info', 'hello', 'orders'] as const;
// A company's name may start with its own article ('The Wall Street Journal'): it never follows
// 'the' or 'your', only words that read well before any name.
const SUBJECTS = [
  (name: string) => `Welcome to ${name}`,
  (name: string) => `Your receipt from ${name}`,
  (name: string) => `Security alert for your account at ${name}`,
  (name: string) => `What's new at ${name} this month`,
  (name: string) => `Please confirm your e-mail address for ${name}`,
  (name: string) => `${name}: your password was changed`,
  (name: string) => `${name}: updates to our privacy policy`,
  (name: string) => `We miss you at ${name}`,
];

/**
 * The demo mailbox of one person read at `now`: for each of the popular sites, 1 to 10 sample
 * e-mails over the 17 years up to today (spec §1, §9, decision 12) — some companies joined this
 * month, most went quiet years ago. The same address gets the same mailbox all day; a day later
 * every date has moved on by a day. Each newsletter names an address to unsubscribe by e-mail
 * (what the demo mailbox sends lands in the local outbox); with `unsubscribeUrl`, also a one-click
 * unsubscribe there (`<url>/<domain>/<address>`).
 */
export function buildDemoMailbox(
  address: string,
  sites: readonly DemoSite[],
  now: Date,
  unsubscribeUrl?: string,
): MessageMetadata[] {
  const messages: MessageMetadata[] = [];
  for (const site of sites) {
    // One stream per site, so the mailbox is the same however it is split into pages.
    const random = seededRandom(`demo:${address.toLowerCase()}:${site.domain}`);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const history = drawDemoHistory(random, now, MAX_MESSAGES_PER_SITE);
    const [first, last] = [history.first.getTime(), history.last.getTime()];
    const oneClick =
      unsubscribeUrl &&
      new URL(
        `${encodeURIComponent(site.domain)}/${encodeURIComponent(address.toLowerCase())}`,
        unsubscribeUrl.endsWith('/') ? unsubscribeUrl : `${unsubscribeUrl}/`,
      ).href;
    for (let i = 0; i < history.count; i++) {
      const sender = pick(SENDERS);
      const host = random() < 0.5 ? site.domain : `mail.${site.domain}`;
      // The first e-mail welcomes the person; the second is the last; the rest fall between.
      const subject = i === 0 ? SUBJECTS[0]! : pick(SUBJECTS);
      const time = i === 0 ? first : i === 1 ? last : first + random() * (last - first);
      messages.push({
        id: `${site.domain}-${i}`,
        fromAddress: `${sender}@${host}`,
        fromName: site.name,
        subject: subject(site.name),
        snippet: '',
        date: new Date(Math.floor(time)),
        mailerHeaders: sender === 'news' ? ['list-unsubscribe'] : [],
        isReply: false,
        ...(sender === 'news' && {
          unsubscribe: {
            ...(oneClick && { oneClick }),
            mailto: { to: `unsubscribe@${host}`, subject: 'unsubscribe', body: '' },
          },
        }),
        categories: sender === 'news' ? ['promotions'] : ['updates'],
      });
    }
  }
  return messages;
}
