import type { RealisticSenderList } from './realistic-sender-list.js';
import type { NewSender } from './sender-catalog.js';

/** Services that write on someone's behalf: `"maria@gmail.com via Signly 12" <noreply@…>`. */
const ON_BEHALF_WORDS = ['signly', 'invitely', 'sharebox', 'formly', 'calendo', 'paylink'];

/** How many companies of `companies` spell another sender's address in their display name. */
export const plannedAddressMentions = (companies: number) =>
  Math.max(6, Math.round(companies * 0.005));

/**
 * Adds `count` companies that write only with another sender's address in their display name, as
 * services writing on someone's behalf do: in turn the owner's own address, a person's and a
 * company's, alone (`"alex@morgan-family.net" <noreply@signly-12.com>`) or followed by the
 * service (`"news@shop-3.com via Signly 12" <…>`). Every message of such a company holds the
 * words of the address it names, so a search for that address lists them all. Call it once the
 * people and companies are in `list`.
 */
export function addAddressMentions(list: RealisticSenderList, owner: string, count: number): void {
  const { random, senders, roles } = list;
  const people = senders.filter((_, index) => roles[index] === 'person');
  const companies = senders.filter((_, index) => roles[index] === 'company');
  const mentioned = [
    () => owner.toLowerCase(),
    () => random.pick(people).address,
    () => random.pick(companies).address,
  ];
  if (count > 0 && (people.length === 0 || companies.length === 0)) {
    throw new Error('address mentions need people and companies');
  }
  for (let index = 0; index < count; index += 1) {
    const address = (mentioned[index % mentioned.length] as () => string)();
    const stem = list.newStem(ON_BEHALF_WORDS);
    const domain = `${stem.stem}.${random.pick(['com', 'net', 'io'])}`;
    const name = random.chance(0.5) ? address : `${address} via ${stem.brand}`;
    const sender: NewSender = {
      name,
      address: `noreply@${domain}`,
      kind: 'transactional',
      brand: stem.brand,
    };
    if (!list.add(sender, 'address-mention')) index -= 1;
  }
}
