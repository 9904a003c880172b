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
  const token = access.credentials.kind === 'oauth' ? access.credentials.accessToken : '';
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
