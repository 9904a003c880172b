import { messagesFrom } from '#testing/messages-from';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRealisticMailbox, groundTruth } from '@reclaim/stand-ins/mail-apis';
import {
  comparable,
  foldPages,
  scanAll,
  startGmailStand,
  type GmailStand,
} from '#testing/gmail-test-kit';
import { sweepCursorSchema } from './gmail-scan-page';
import { registrableDomainOf } from '../../scanning/classify-sender';
import { oauthCredentialsSchema } from '../shared/oauth-credentials';

const OWNER = 'alex@morgan-family.net';
// Every looseness of Gmail's search at once: co-domains (shop-7.com / shop-7.com.au), senders
// naming another company in their display name or address, hyphenated names, malformed From
// headers, punycode, people at free-mail services, the owner's own domain, spam and trash.
const mailbox = generateRealisticMailbox({
  seed: 'loose-search',
  messages: 12_000,
  companies: 300,
  people: 150,
  owner: OWNER,
  start: new Date('2012-01-01T00:00:00Z'),
  end: new Date('2024-06-01T00:00:00Z'),
});
const truth = comparable(groundTruth(mailbox, { includeSpamTrash: false, ownAddress: OWNER }));
const FAST = { unitsPerSecond: 50_000, maxConcurrent: 5 };

let stand: GmailStand;
beforeAll(async () => {
  stand = await startGmailStand(new Map([[OWNER, mailbox]]), FAST);
});
afterAll(async () => {
  await stand.close();
});

/** The ids Gmail's own search lists for `q`, as the sweep would see them without its checks. */
async function searchIds(q: string): Promise<string[]> {
  const access = stand.accessOf(OWNER);
  const token = oauthCredentialsSchema.parse(access.credentials).accessToken;
  const url = new URL(`${stand.gmail.baseUrl}/gmail/v1/users/me/messages`);
  url.search = new URLSearchParams({ q, maxResults: '500' }).toString();
  const answer = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { messages?: { id: string }[] };
  return (body.messages ?? []).map((message) => message.id);
}

describe('Gmail sender sweep under Gmail’s loose search', () => {
  it('is up against a search that lists other companies’ mail', async () => {
    const family = mailbox.senders.find((sender) => sender.domain.endsWith('.com.au'))!;
    const base = family.domain.replace(/\.au$/, '');
    const fromOf = new Map(mailbox.messages.map((m) => [m.id, m.from.address]));
    const listed = await searchIds(`from:${base}`);
    const domains = new Set(listed.map((id) => registrableDomainOf(fromOf.get(id)!)));
    expect(domains).toContain(base);
    expect(domains).toContain(family.domain);
  });

  it('counts every company like the ground truth', async () => {
    const { pages } = await scanAll(stand.provider(), stand.accessOf(OWNER));
    expect(comparable(foldPages(pages, OWNER))).toEqual(truth);
    expect(Object.keys(truth)).toContain(
      mailbox.senders.find((s) => s.domain.endsWith('.com.au'))!.domain,
    );
  });

  it('resumes in a new process from a cursor that keeps what each search had to leave out', async () => {
    const first = await scanAll(stand.provider(), stand.accessOf(OWNER), null, 6);
    const cursor = sweepCursorSchema.parse(first.cursor);
    expect(Object.keys(cursor.exclusions).length).toBeGreaterThan(0);
    const rest = await scanAll(stand.provider(), stand.accessOf(OWNER), cursor);
    expect(comparable(foldPages([...first.pages, ...rest.pages], OWNER))).toEqual(truth);
  });

  it('splits its searches shorter when Gmail refuses long ones with a 400', async () => {
    let refused = 0;
    const provider = stand.provider({
      fetch: async (input, init) => {
        const q = new URL(input instanceof Request ? input.url : input.toString()).searchParams.get(
          'q',
        );
        if (q && q.length > 600) {
          refused += 1;
          const error = {
            error: { code: 400, message: 'Invalid query', status: 'INVALID_ARGUMENT' },
          };
          return new Response(JSON.stringify(error), { status: 400 });
        }
        return fetch(input, init);
      },
    });
    const { pages } = await scanAll(provider, stand.accessOf(OWNER));
    expect(refused).toBeGreaterThan(0);
    expect(comparable(foldPages(pages, OWNER))).toEqual(truth);
  });
});

describe('Gmail sender sweep and display names that spell another sender’s address', () => {
  const owner = 'alex@morgan-family.net';
  const named = (address: string, name: string, count: number, startDay: number) =>
    messagesFrom(address, count, startDay, { name });
  // Every message of each service holds the words of an address the sweep searches for: the
  // owner's (covered with the owner's own domain), a person's, a company's.
  const spelled = [
    ...named(owner, 'Alex', 3, 30),
    ...named('noreply@signly.com', `${owner} via Signly`, 3, 20),
    ...named('noreply@formly.net', owner, 2, 10),
    ...named('maria.lopez@gmail.com', 'Maria Lopez', 2, 40),
    ...named('noreply@invitely.io', 'maria.lopez@gmail.com via Invitely', 3, 5),
    ...named('news@shop.com', 'Shop', 4, 50),
    ...named('noreply@paylink.net', 'news@shop.com via Paylink', 2, 15),
  ].sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1));
  const spelledTruth = comparable(
    groundTruth({ messages: spelled }, { includeSpamTrash: false, ownAddress: owner }),
  );
  let spelling: GmailStand;
  beforeAll(async () => {
    spelling = await startGmailStand(new Map([[owner, { messages: spelled, senders: [] }]]), FAST);
  });
  afterAll(async () => {
    await spelling.close();
  });

  it('finds the services and counts the company whose address they spell exactly', async () => {
    const { pages } = await scanAll(spelling.provider(), spelling.accessOf(owner));

    expect(Object.keys(spelledTruth).sort()).toEqual(
      ['formly.net', 'invitely.io', 'paylink.net', 'shop.com', 'signly.com'].sort(),
    );
    expect(comparable(foldPages(pages, owner))).toEqual(spelledTruth);
  });

  it('stays exact page by page, resumed in a new process', async () => {
    const first = await scanAll(
      spelling.provider({ sendersPerPage: 1 }),
      spelling.accessOf(owner),
      null,
      2,
    );
    const rest = await scanAll(
      spelling.provider({ sendersPerPage: 1 }),
      spelling.accessOf(owner),
      first.cursor,
    );
    expect(comparable(foldPages([...first.pages, ...rest.pages], owner))).toEqual(spelledTruth);
  });
});
