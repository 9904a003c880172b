import type { Random } from './prng.js';
import type { SenderKind, SenderProfile } from './sender-catalog.js';

/** Subject and preview of one generated message, with the labels and headers its kind implies. */
export interface MessageText {
  subject: string;
  snippet: string;
  labels: string[];
  listUnsubscribe: boolean;
}

type Template = (brand: string, random: Random) => [subject: string, snippet: string];

const TEMPLATES: Record<SenderKind, Template[]> = {
  marketing: [
    (brand, r) => [`${r.int(10, 60)}% off everything this weekend`, `Shop the ${brand} sale now.`],
    (brand) => [`Your weekly picks from ${brand}`, `We chose these for you based on your taste.`],
    (brand) => [`New arrivals at ${brand}`, `Be the first to see what just landed.`],
    (brand, r) => [`Last chance: ${r.int(2, 5)} days left`, `The ${brand} offer ends soon.`],
  ],
  transactional: [
    (brand, r) => [`Your ${brand} order #${r.int(10000, 99999)} has shipped`, `Track your parcel.`],
    (brand) => [`Your receipt from ${brand}`, `Thanks for your payment. Here is your receipt.`],
    (brand) => [
      `Reset your ${brand} password`,
      `Someone asked to reset the password of your account.`,
    ],
    (brand) => [`Welcome to ${brand}`, `Your account is ready. Confirm your e-mail address.`],
    (brand) => [`New sign-in to your ${brand} account`, `We noticed a sign-in from a new device.`],
  ],
  social: [
    (brand, r) => [`You have ${r.int(2, 30)} new notifications`, `See what happened on ${brand}.`],
    (brand) => [`Someone mentioned you on ${brand}`, `Reply to keep the conversation going.`],
    (brand) => [`Your ${brand} digest`, `Popular posts from people you follow.`],
  ],
  person: [
    () => ['Re: dinner on Friday?', 'Sounds good, see you at eight.'],
    () => ['Photos from the weekend', 'Here are the pictures I promised.'],
    () => ['Quick question', 'Do you have a minute tomorrow?'],
  ],
};

const CATEGORY: Record<SenderKind, string> = {
  marketing: 'CATEGORY_PROMOTIONS',
  transactional: 'CATEGORY_UPDATES',
  social: 'CATEGORY_SOCIAL',
  person: 'CATEGORY_PERSONAL',
};

/**
 * Writes one message for `sender`. Marketing and social mail carries List-Unsubscribe, some
 * transactional mail too; `spamTrashShare` of the messages land in SPAM or TRASH instead of INBOX.
 */
export function writeMessage(
  random: Random,
  sender: SenderProfile,
  spamTrashShare: number,
): MessageText {
  const [subject, snippet] = random.pick(TEMPLATES[sender.kind])(sender.brand, random);
  const listUnsubscribe =
    sender.kind === 'marketing' ||
    sender.kind === 'social' ||
    (sender.kind === 'transactional' && random.chance(0.2));
  const folder = random.chance(spamTrashShare) ? random.pick(['SPAM', 'TRASH']) : 'INBOX';
  const labels = [folder, CATEGORY[sender.kind]];
  if (random.chance(0.3)) labels.push('UNREAD');
  return { subject, snippet, labels, listUnsubscribe };
}
