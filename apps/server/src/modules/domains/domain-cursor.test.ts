import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { decodeDomainCursor, encodeDomainCursor } from './domain-cursor';

const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function expectRefused(cursor: string) {
  let error: unknown;
  try {
    decodeDomainCursor(cursor);
  } catch (caught) {
    error = caught;
  }
  expect(error, Buffer.from(cursor, 'base64url').toString()).toBeInstanceOf(AppError);
  expect((error as AppError).fields).toEqual([
    { path: 'body.requestBody.parsedEmailDataId', message: 'Unknown cursor' },
  ]);
}

describe('domain paging cursor', () => {
  it('reads back every position the server writes, exactly as written', () => {
    for (const position of [
      { listRank: 0, sortDate: '2024-05-01 09:30:00.123456+00', domain: 'shop.example' },
      { listRank: 1, sortDate: '2024-02-29 23:59:59+00', domain: 'leap.example' },
      { listRank: 2, sortDate: '1999-12-31 00:00:00.5-08', domain: 'old.example' },
      { listRank: 2, sortDate: '2024-05-01 09:30:00+05:30', domain: 'india.example' },
      { listRank: 2, sortDate: '1900-01-01 00:00:00+00:19:32', domain: 'lmt.example' },
      { listRank: 0, sortDate: '2000-02-29 12:00:00-12', domain: `${'a'.repeat(245)}.example` },
    ]) {
      expect(decodeDomainCursor(encodeDomainCursor(position))).toEqual(position);
    }
  });

  it('refuses timestamps that match the shape but name no real moment', () => {
    for (const sortDate of [
      '2024-99-99 99:99:99+00',
      '2024-00-10 10:00:00+00',
      '2024-13-01 10:00:00+00',
      '2024-04-31 10:00:00+00',
      '2023-02-29 10:00:00+00',
      '1900-02-29 10:00:00+00',
      '2024-01-00 10:00:00+00',
      '0000-01-01 10:00:00+00',
      '2024-01-01 24:00:00+00',
      '2024-01-01 23:60:00+00',
      '2024-01-01 23:59:60+00',
      '2024-01-01 10:00:00+16',
      '2024-01-01 10:00:00-99',
      '2024-01-01 10:00:00+05:60',
      '2024-01-01 10:00:00+05:30:60',
    ]) {
      expectRefused(forge([0, sortDate, 'x.com']));
    }
  });

  it('refuses ranks the lists do not have', () => {
    for (const listRank of [-1, 3, 32_768, 1e300, 0.5, '0', null]) {
      expectRefused(forge([listRank, '2024-05-01 09:30:00+00', 'x.com']));
    }
  });

  it('refuses a domain no record can have', () => {
    for (const domain of ['', 'a'.repeat(254), 7, null]) {
      expectRefused(forge([0, '2024-05-01 09:30:00+00', domain]));
    }
  });

  it('refuses what is not a cursor at all', () => {
    for (const cursor of [
      'not base64 at all!',
      forge({ listRank: 0 }),
      forge([0, '2024-05-01 09:30:00+00']),
      forge([0, '2024-05-01 09:30:00+00', 'x.com', 'extra']),
      forge([0, 'drop table', 'x.com']),
    ]) {
      expectRefused(cursor);
    }
  });
});
