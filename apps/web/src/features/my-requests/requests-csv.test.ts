import { describe, expect, it } from 'vitest';
import { domainRecord } from '../domains/testing/domain-record';
import { csvCell, csvFileName, requestsCsv, toCsv } from './requests-csv';

describe('CSV cells', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('spotify.com')).toBe('spotify.com');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "Best" Shop')).toBe('"The ""Best"" Shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    );
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 'e'],
      ]),
    ).toBe('a,b\r\n"c,d",e\r\n');
  });
});

describe('the requests CSV', () => {
  const HEADER =
    'domain,company,contact,requested,sent,due,status,reply seen,failure reason,request,law,language';

  it('has a header and one line per request with its address, dates, status and failure', () => {
    const csv = requestsCsv([
      {
        record: {
          ...domainRecord('spotify.com', {
            name: 'Spotify',
            status: 'initiated',
            dueDate: '2026-07-01T10:00:00.000Z',
          }),
          requestType: 'access',
        },
        details: {
          contactEmailId: 'dpo@spotify.com',
          createdDate: '2026-05-31T23:00:00.000Z',
          sentDate: '2026-06-01T10:00:00.000Z',
          dueDate: '2026-07-01T10:00:00.000Z',
          failureReason: null,
          companyReply: { date: '2026-06-03T08:00:00.000Z', subject: 'Re: your request' },
          jurisdiction: 'gdpr',
          language: 'sv',
        },
      },
      {
        record: {
          ...domainRecord('evil.example', { name: '=cmd|calc', status: 'failed' }),
          requestType: 'erasure',
        },
        details: {
          contactEmailId: 'privacy@evil.example',
          createdDate: '2026-06-02T10:00:00.000Z',
          sentDate: null,
          dueDate: null,
          failureReason: 'Mailbox said: "no", try again',
          companyReply: null,
          jurisdiction: 'ccpa',
          language: 'en',
        },
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      HEADER,
      'spotify.com,Spotify,dpo@spotify.com,2026-05-31,2026-06-01,2026-07-01,Submitted,2026-06-03,,Access,GDPR (European Union),sv',
      'evil.example,\'=cmd|calc,privacy@evil.example,2026-06-02,,,Failed,,"Mailbox said: ""no"", try again",Erasure,CCPA / CPRA (California),en',
      '',
    ]);
  });

  it('falls back to the list’s contact, due date and reply when the request has no details', () => {
    const csv = requestsCsv([
      {
        record: {
          ...domainRecord('done.example', {
            name: 'Done',
            status: 'reclaimed',
            dueDate: '2026-02-01T00:00:00.000Z',
            companyReply: { date: '2026-01-20T00:00:00.000Z', subject: 'Done' },
          }),
          requestType: 'erasure',
        },
        details: null,
      },
    ]);
    expect(csv).toBe(
      `${HEADER}\r\ndone.example,Done,privacy@done.example,,,2026-02-01,Completed,2026-01-20,,Erasure,,\r\n`,
    );
  });

  it('is only the header when there is no request', () => {
    expect(requestsCsv([])).toBe(`${HEADER}\r\n`);
  });

  it('names the file by the day', () => {
    expect(csvFileName(new Date(2026, 0, 5, 12))).toBe('data-subject-requests-2026-01-05.csv');
  });
});
