import { GET_PEOPLE_PATH, UPDATE_SENDER_KIND_PATH } from '@reclaim/contract/paths';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { updateSenderKind } from './people-api';
import { flattenPeople } from './people-list';
import { peopleQueryOptions } from './use-people';

const USER = 'ada@reclaim.example';

function person(domainName: string) {
  return {
    domainName,
    emailIds: [USER],
    noOfEmails: 2,
    firstEmailDate: '2023-02-01T00:00:00.000Z',
    lastEmailDate: '2024-01-05T00:00:00.000Z',
    isCorrected: true,
  };
}

/** Answers each call with the next of `answers`, as `_getPeople` would. */
function answerWith(...answers: unknown[]) {
  const fetchMock = vi.fn((_path: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(answers.shift()), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function page(domainNames: string[], lastKey: string | null) {
  return {
    status: 200,
    message: 'OK',
    data: { responseListObject: domainNames.map(person), lastKey },
  };
}

/** The path and JSON body of each request made. */
function sent(fetchMock: ReturnType<typeof answerWith>) {
  return fetchMock.mock.calls.map(([path, init]) => ({
    path,
    body: JSON.parse(init.body as string),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the people list', () => {
  it('asks for the next page with the lastKey of the one before', async () => {
    const fetchMock = answerWith(
      page(['a.example', 'b.example'], 'b.example'),
      page(['c.example'], null),
    );
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery({ ...peopleQueryOptions(USER), pages: 3 });
    expect(flattenPeople(data.pages).map((each) => each.domainName)).toEqual([
      'a.example',
      'b.example',
      'c.example',
    ]);
    expect(sent(fetchMock)).toEqual([
      {
        path: GET_PEOPLE_PATH,
        body: { requestInfo: { userName: USER }, requestBody: { parsedEmailDataId: null } },
      },
      {
        path: GET_PEOPLE_PATH,
        body: { requestInfo: { userName: USER }, requestBody: { parsedEmailDataId: 'b.example' } },
      },
    ]);
  });

  it('reloads whenever the domain queries are invalidated', async () => {
    answerWith(page(['a.example'], null));
    const client = new QueryClient();
    const options = peopleQueryOptions(USER);
    await client.fetchInfiniteQuery(options);
    await client.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY, refetchType: 'none' });
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });
});

describe('updateSenderKind', () => {
  it('sends the domain and its kind', async () => {
    const fetchMock = answerWith({ status: 200, message: 'OK', data: { updated: 1 } });
    await updateSenderKind(USER, { domainName: 'smith.family', kind: 'person' });
    expect(sent(fetchMock)).toEqual([
      {
        path: UPDATE_SENDER_KIND_PATH,
        body: {
          requestInfo: { userName: USER },
          requestBody: { domainName: 'smith.family', kind: 'person' },
        },
      },
    ]);
  });
});
