import {
  DOMAIN_PAGE_SIZE,
  DOMAIN_STATUSES,
  DSR_DETAILS_PATH,
  GET_CONNECTIONS_PATH,
  GET_DOMAIN_COUNTS_PATH,
  GET_DOMAINS_PATH,
  GET_DOMAINS_V2_PATH,
  UPDATE_DOMAIN_STATUS_PATH,
  type DomainCountsResponse,
  type DomainListBody,
  type DomainListResponse,
  type DomainListV2Body,
  type DomainRecord,
  type GetConnectionsResponse,
  type UpdateDomainStatusBody,
} from '@reclaim/contract';
import type { LoadServer } from './load-server';
import type { MixCall, MixPlan } from './mix-plan';

/** How many companies the details dialog is opened for, in turn. */
const DETAILS_DOMAINS = 10;
/** The All Domains page lists every company still holding data: all but completed requests. */
const HOLDING_STATUSES = DOMAIN_STATUSES.filter((status) => status !== 'reclaimed').join(',');

/** A call's body as the web app's `callApi` sends it. */
function callBody(userName: string, requestBody?: unknown) {
  return JSON.stringify(
    requestBody === undefined
      ? { requestInfo: { userName } }
      : { requestInfo: { userName }, requestBody },
  );
}

/** Makes one call before the load, as the web app does; anything but a 2xx answer throws. */
async function call<Answer>(server: LoadServer, path: string, body: string): Promise<Answer> {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.cookie, origin: server.origin },
    body,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status} before the load`);
  return (await response.json()) as Answer;
}

function check(isTrue: boolean, what: string) {
  if (!isTrue) throw new Error(`Before the load: ${what}`);
}

/**
 * The bodies of a list's first `pages` pages, each with the cursor the page before answered (as
 * the web app scrolls), and the records they hold.
 */
async function listPages(
  server: LoadServer,
  path: string,
  query: Omit<DomainListV2Body, 'parsedEmailDataId'> | Omit<DomainListBody, 'parsedEmailDataId'>,
  pages: number,
) {
  const bodies: string[] = [];
  const records: DomainRecord[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= pages && (page === 1 || cursor); page += 1) {
    const body = callBody(server.userName, { ...query, parsedEmailDataId: cursor });
    const answer = await call<DomainListResponse>(server, path, body);
    bodies.push(body);
    records.push(...answer.data.responseListObject);
    cursor = answer.data.lastKey;
  }
  return { bodies, records };
}

/** `_getConnection` and `_getAllDomain` as the dashboard opens; checks both answers. */
async function readMailbox(server: LoadServer, domains: number) {
  const { userName, emailId } = server;
  const connections = callBody(userName);
  const mailboxes = await call<GetConnectionsResponse>(server, GET_CONNECTIONS_PATH, connections);
  check(
    mailboxes.data.responseListObject.some((m) => m.emailId === emailId),
    'no mailbox',
  );
  const counts = callBody(userName, { emailId });
  const answer = await call<DomainCountsResponse>(server, GET_DOMAIN_COUNTS_PATH, counts);
  const [count] = answer.data.responseListObject;
  const counted = DOMAIN_STATUSES.reduce((sum, status) => sum + count[`${status}Domain`], 0);
  check(counted === domains, `the counts add up to ${counted}, not ${domains}`);
  return { connections, counts };
}

/** The dashboard cards' and the All Domains page's lists, scrolled as far as the mix goes. */
async function readLists(server: LoadServer) {
  const tile = (tile: DomainListV2Body['tile']) => ({
    tile,
    emailId: server.emailId,
    hideNeededDomain: true,
    showRecommendedDomain: false,
  });
  const all = { status: HOLDING_STATUSES, emailId: server.emailId };
  const companies = await listPages(server, GET_DOMAINS_V2_PATH, tile('pending'), 3);
  const submitted = await listPages(server, GET_DOMAINS_V2_PATH, tile('initiated'), 1);
  const reclaimed = await listPages(server, GET_DOMAINS_V2_PATH, tile('reclaimed'), 1);
  const allDomains = await listPages(server, GET_DOMAINS_PATH, all, 2);
  check(companies.records.length === 3 * DOMAIN_PAGE_SIZE, 'the Companies card has no 3 pages');
  check(allDomains.records.length === 2 * DOMAIN_PAGE_SIZE, 'All Domains has no 2 pages');
  check(submitted.records.length > 0 && reclaimed.records.length > 0, 'a card is empty');
  const details = submitted.records
    .slice(0, DETAILS_DOMAINS)
    .map((record) =>
      callBody(server.userName, { emailId: server.emailId, domainName: record.domainName }),
    );
  await call(server, DSR_DETAILS_PATH, details[0]!);
  return {
    companies: companies.bodies,
    submitted,
    reclaimed,
    allDomains: allDomains.bodies,
    details,
  };
}

/**
 * The status changes: each client marks its own pending company needed and back, in turn. Answers
 * the two bodies, with `{own}` for the company, and each client's company (one each while the
 * pending ones last).
 */
async function prepareStatusChanges(server: LoadServer, clients: number) {
  const pages = Math.ceil(clients / DOMAIN_PAGE_SIZE);
  const query = { status: 'pending', emailId: server.emailId };
  const { records } = await listPages(server, GET_DOMAINS_PATH, query, pages);
  const ownValues = records.slice(0, clients).map((record) => record.domainName);
  check(ownValues.length > 0, 'no company is pending');
  const statusChange = (status: UpdateDomainStatusBody['status']) =>
    callBody(server.userName, {
      status,
      emailId: server.emailId,
      domainName: '{own}',
    } satisfies UpdateDomainStatusBody);
  const toggles = [statusChange('needed'), statusChange('pending')];
  for (const toggle of toggles) {
    await call(server, UPDATE_DOMAIN_STATUS_PATH, toggle.replace('{own}', ownValues[0]!));
  }
  return { toggles, ownValues };
}

/**
 * The calls the dashboard and the All Domains page make for `server`'s person (the mailboxes,
 * counts, the cards' lists with paging, a request's details) and status changes, 5 in every 100
 * calls. Each answer is checked before the load, which only times them.
 */
export async function prepareDashboardMix(
  server: LoadServer,
  domains: number,
  clients: number,
): Promise<Pick<MixPlan, 'calls' | 'ownValues'>> {
  const { connections, counts } = await readMailbox(server, domains);
  const lists = await readLists(server);
  const { toggles, ownValues } = await prepareStatusChanges(server, clients);
  const [companies1, companies2, companies3] = lists.companies;
  const [all1, all2] = lists.allDomains;
  const v2 = GET_DOMAINS_V2_PATH;
  const calls: MixCall[] = [
    { name: '_getConnection', path: GET_CONNECTIONS_PATH, weight: 10, bodies: [connections] },
    { name: '_getAllDomain', path: GET_DOMAIN_COUNTS_PATH, weight: 20, bodies: [counts] },
    { name: '_get/v2 Companies p1', path: v2, weight: 15, bodies: [companies1!] },
    { name: '_get/v2 Companies p2', path: v2, weight: 10, bodies: [companies2!] },
    { name: '_get/v2 Companies p3', path: v2, weight: 5, bodies: [companies3!] },
    { name: '_get/v2 Submitted p1', path: v2, weight: 5, bodies: lists.submitted.bodies },
    { name: '_get/v2 Reclaimed p1', path: v2, weight: 5, bodies: lists.reclaimed.bodies },
    { name: '_get All Domains p1', path: GET_DOMAINS_PATH, weight: 10, bodies: [all1!] },
    { name: '_get All Domains p2', path: GET_DOMAINS_PATH, weight: 5, bodies: [all2!] },
    { name: '_getDsrDetails', path: DSR_DETAILS_PATH, weight: 10, bodies: lists.details },
    { name: '_update needed⇄pending', path: UPDATE_DOMAIN_STATUS_PATH, weight: 5, bodies: toggles },
  ];
  return { calls, ownValues };
}
