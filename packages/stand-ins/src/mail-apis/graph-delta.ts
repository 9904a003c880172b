import type { ApiCall } from './api-handler.js';
import { graphBadRequest, itemNotFound, syncStateNotFound } from './graph-errors.js';
import { receivedFilter } from './graph-filter.js';
import {
  folderName,
  GRAPH_MAX_PAGE,
  KNOWN_FOLDERS,
  originOf,
  readSelection,
  toGraphMessage,
} from './graph-shape.js';
import { pageSize, type Reply } from './http-kit.js';
import type { StoredMessage } from './mailbox-store.js';
import { folderOf } from './message-headers.js';

/** What a delta or skip token carries, like Graph encodes the query options into its links. */
interface DeltaState {
  folder: string;
  fields: string[];
  filter: string | null;
  pageSize: number;
  /** Changes after this change number belong to the round… */
  after: number;
  /** …up to this one, the newest when the round began. */
  upTo: number;
  offset: number;
  /** The first round lists the whole folder; it is not a cursor and cannot expire. */
  initial: boolean;
}

const encode = (state: DeltaState) => Buffer.from(JSON.stringify(state)).toString('base64url');

function decode(token: string): DeltaState | null {
  try {
    const state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as DeltaState;
    return typeof state.after === 'number' && Array.isArray(state.fields) ? state : null;
  } catch {
    return null;
  }
}

function preferredPageSize(call: ApiCall): number | null {
  const prefer = /odata\.maxpagesize=(\d+)/i.exec(String(call.req.headers.prefer ?? ''))?.[1];
  return prefer ? Math.min(Number(prefer), GRAPH_MAX_PAGE) : null;
}

function firstRound(call: ApiCall, folder: string): DeltaState | Reply {
  const params = call.url.searchParams;
  const selection = readSelection(call);
  if ('reply' in selection) return selection.reply;
  if (selection.expandedProperty !== null)
    return graphBadRequest('Delta does not support $expand.');
  const orderBy = params.get('$orderby');
  if (orderBy !== null && !/^receivedDateTime\s+desc$/i.test(orderBy)) {
    return graphBadRequest('Delta supports only $orderby=receivedDateTime desc.');
  }
  const filter = params.get('$filter');
  if (filter !== null && !/^receivedDateTime\s+(ge|gt)\s+/i.test(filter)) {
    return graphBadRequest('Delta supports only $filter=receivedDateTime ge|gt {value}.');
  }
  const size = preferredPageSize(call) ?? pageSize(params.get('$top'), 10, GRAPH_MAX_PAGE);
  if (size === null) return graphBadRequest('Invalid $top.');
  const upTo = call.mailbox.latestSeq;
  const { fields } = selection;
  return { folder, fields, filter, pageSize: size, after: 0, upTo, offset: 0, initial: true };
}

function resumedRound(call: ApiCall, folder: string): DeltaState | Reply | null {
  const params = call.url.searchParams;
  const deltaToken = params.get('$deltatoken') ?? params.get('$deltaToken');
  const skipToken = params.get('$skiptoken') ?? params.get('$skipToken');
  if (deltaToken === null && skipToken === null) return null;
  const state = decode(deltaToken ?? skipToken ?? '');
  if (!state || state.folder !== folder)
    return graphBadRequest('Invalid $deltatoken or $skiptoken.');
  const isCursor = deltaToken !== null || !state.initial;
  if (isCursor && state.after < call.mailbox.oldestValidSeq) return syncStateNotFound();
  const size = preferredPageSize(call) ?? state.pageSize;
  if (deltaToken === null) return { ...state, pageSize: size };
  return { ...state, pageSize: size, upTo: call.mailbox.latestSeq, offset: 0, initial: false };
}

/**
 * `GET /me/mailFolders/{folder}/messages/delta`: the first round lists the folder, newest first,
 * in pages linked by `@odata.nextLink`; its last page carries an `@odata.deltaLink` that later
 * returns only messages added since. A delta token older than the retained log answers 410.
 */
export function deltaMessages(call: ApiCall): Reply {
  const folder = folderName(call.params[0] ?? '');
  if (!KNOWN_FOLDERS.has(folder)) return itemNotFound();
  const state = resumedRound(call, folder) ?? firstRound(call, folder);
  if ('status' in state) return state;
  const filter = receivedFilter(state.filter);
  if (!filter) return graphBadRequest('Only $filter on receivedDateTime is supported.');

  const key = JSON.stringify(['delta', folder, state.filter, state.after, state.upTo]);
  const round = call.mailbox.memo(key, () =>
    call.mailbox
      .all()
      .filter(
        (message) =>
          message.seq > state.after &&
          message.seq <= state.upTo &&
          folderOf(message) === folder &&
          filter(message),
      ),
  );
  const page: StoredMessage[] = [];
  const end = Math.min(round.length, state.offset + state.pageSize);
  for (let offset = state.offset; offset < end; offset += 1) {
    page.push(round[round.length - 1 - offset] as StoredMessage);
  }
  const link = `${originOf(call)}/v1.0/me/mailFolders/${folder}/messages/delta`;
  const nextState = { ...state, offset: end };
  const deltaState = { ...state, after: state.upTo, offset: 0, initial: false };
  return {
    status: 200,
    body: {
      '@odata.context': `${originOf(call)}/v1.0/$metadata#Collection(message)`,
      value: page.map((message) => ({
        '@odata.type': '#microsoft.graph.message',
        ...toGraphMessage(message, state.fields, call.mailbox.email),
      })),
      ...(end < round.length
        ? { '@odata.nextLink': `${link}?$skiptoken=${encode(nextState)}` }
        : { '@odata.deltaLink': `${link}?$deltatoken=${encode(deltaState)}` }),
    },
  };
}
