import type { ImapFlow } from 'imapflow';
import { describe, expect, it } from 'vitest';
import { fetchHeaderFields, type FetchedHeaders } from './imap-header-fetch';

const atom = (value: string) => ({ type: 'ATOM', value });
const text = (value: string) => ({ type: 'STRING', value });
const literal = (value: string) => ({ type: 'LITERAL', value: Buffer.from(value) });

/** A session whose FETCH answers with these items, parsed as imapflow's parser gives them. */
function answering(...responses: unknown[][]) {
  const sent: unknown[] = [];
  const client = {
    exec(
      command: string,
      attributes: unknown[],
      options: { untagged: { FETCH: (untagged: unknown) => void } },
    ) {
      sent.push(command, attributes);
      for (const items of responses) options.untagged.FETCH({ attributes: [atom('FETCH'), items] });
      return Promise.resolve({ next: () => undefined });
    },
  };
  return { client: client as unknown as ImapFlow, sent };
}

async function fetchAll(client: ImapFlow) {
  const messages: FetchedHeaders[] = [];
  await fetchHeaderFields(client, '1:3', ['from'], (message) => messages.push(message));
  return messages;
}

describe('fetchHeaderFields', () => {
  it('reads UID, INTERNALDATE and the header block in any order', async () => {
    const { client, sent } = answering(
      [atom('UID'), atom('7'), atom('FLAGS'), []],
      [
        ...[atom('BODY'), literal('From: a@b.example\r\n\r\n'), atom('UID'), atom('8')],
        ...[atom('INTERNALDATE'), text('04-Mar-2014 09:05:00 +0100')],
      ],
    );
    // The first response has no header block, the way an unsolicited flag update has none.
    expect(await fetchAll(client)).toEqual([
      {
        uid: 8,
        internalDate: new Date('2014-03-04T08:05:00Z'),
        headers: Buffer.from('From: a@b.example\r\n\r\n'),
      },
    ]);
    expect(sent[0]).toBe('UID FETCH');
  });

  it('takes a header block sent as a quoted string, and leaves out an unreadable date', async () => {
    const { client } = answering([
      atom('UID'),
      atom('9'),
      atom('INTERNALDATE'),
      text('not a date'),
      atom('BODY'),
      text('From: c@d.example'),
    ]);
    expect(await fetchAll(client)).toEqual([
      { uid: 9, internalDate: null, headers: Buffer.from('From: c@d.example') },
    ]);
  });

  it('fails the fetch when a message cannot be handled, instead of skipping it', async () => {
    const { client } = answering([atom('UID'), atom('1'), atom('BODY'), literal('From: x\r\n')]);
    const failing = fetchHeaderFields(client, '1', ['from'], () => {
      throw new Error('unreadable');
    });
    await expect(failing).rejects.toThrow('unreadable');
  });
});
