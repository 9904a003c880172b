import { describe, expect, it } from 'vitest';
import { MAX_UNSUBSCRIBE_URL_LENGTH, readListUnsubscribe } from './list-unsubscribe';

const ONE_CLICK = 'List-Unsubscribe=One-Click';

describe('readListUnsubscribe', () => {
  it('keeps the HTTPS address for a one-click POST and the mailto beside it', () => {
    expect(
      readListUnsubscribe(
        '<mailto:leave@news.shop.example?subject=unsubscribe%20123>, <https://shop.example/u/123?t=a%2Fb>',
        ' list-unsubscribe=one-click ',
      ),
    ).toEqual({
      oneClick: 'https://shop.example/u/123?t=a%2Fb',
      mailto: { to: 'leave@news.shop.example', subject: 'unsubscribe 123', body: '' },
    });
  });

  it('keeps an HTTPS address only when the message asks for the one-click POST', () => {
    // Without List-Unsubscribe-Post the address is a page for a person to open, not to POST to.
    expect(readListUnsubscribe('<https://shop.example/u/1>', undefined)).toBeUndefined();
    expect(
      readListUnsubscribe('<https://shop.example/u/1>', 'List-Unsubscribe=Yes'),
    ).toBeUndefined();
    expect(readListUnsubscribe('<https://shop.example/u/1>', ONE_CLICK)).toEqual({
      oneClick: 'https://shop.example/u/1',
    });
  });

  it('leaves out plain HTTP, addresses with credentials, overlong and malformed URIs', () => {
    expect(readListUnsubscribe('<http://shop.example/u/1>', ONE_CLICK)).toBeUndefined();
    expect(readListUnsubscribe('<https://me:pw@shop.example/u>', ONE_CLICK)).toBeUndefined();
    expect(readListUnsubscribe('<https://:443/u>', ONE_CLICK)).toBeUndefined();
    const long = `https://shop.example/${'a'.repeat(MAX_UNSUBSCRIBE_URL_LENGTH)}`;
    expect(readListUnsubscribe(`<${long}>`, ONE_CLICK)).toBeUndefined();
    // No angle brackets: RFC 2369 writes every URI inside them.
    expect(readListUnsubscribe('https://shop.example/u/1', ONE_CLICK)).toBeUndefined();
    expect(readListUnsubscribe('', ONE_CLICK)).toBeUndefined();
    expect(readListUnsubscribe(undefined, ONE_CLICK)).toBeUndefined();
  });

  it('takes the first usable address of each kind, with folding whitespace removed', () => {
    expect(
      readListUnsubscribe(
        '<http://old.example/u>,\r\n <https://shop.example/\r\n u/2>, <https://shop.example/u/3>',
        ONE_CLICK,
      ),
    ).toEqual({ oneClick: 'https://shop.example/u/2' });
  });

  it('keeps a mailto with one recipient, its subject and body on one line', () => {
    expect(
      readListUnsubscribe(
        '<MAILTO:Leave%40Shop.Example?Subject=stop%0D%0ABcc:%20x@evil.example&body=please%20stop>',
        undefined,
      ),
    ).toEqual({
      mailto: {
        to: 'leave@shop.example',
        subject: 'stop Bcc: x@evil.example',
        body: 'please stop',
      },
    });
  });

  it('refuses a mailto to several recipients or with a malformed address', () => {
    expect(
      readListUnsubscribe('<mailto:a@shop.example,b@shop.example>', undefined),
    ).toBeUndefined();
    expect(
      readListUnsubscribe('<mailto:a@shop.example?cc=b@shop.example>', undefined),
    ).toBeUndefined();
    expect(
      readListUnsubscribe('<mailto:a@shop.example?BCC=b@shop.example>', undefined),
    ).toBeUndefined();
    expect(readListUnsubscribe('<mailto:?subject=x>', undefined)).toBeUndefined();
    expect(readListUnsubscribe('<mailto:not-an-address>', undefined)).toBeUndefined();
    expect(readListUnsubscribe('<mailto:a@shop.example%>', undefined)).toBeUndefined();
    expect(readListUnsubscribe('<mailto:a@localhost>', undefined)).toBeUndefined();
  });

  it('keeps a subject and body short, and the first of a repeated field', () => {
    const read = readListUnsubscribe(
      `<mailto:a@shop.example?subject=${'s'.repeat(300)}&subject=second&body=${'b'.repeat(900)}>`,
      undefined,
    );
    expect(read?.mailto?.subject).toBe('s'.repeat(200));
    expect(read?.mailto?.body).toBe('b'.repeat(500));
  });

  it('keeps addresses up to 2,048 characters, and no longer', () => {
    const at = (length: number) => `https://shop.example/${'a'.repeat(length - 21)}`;
    expect(at(2048)).toHaveLength(2048);
    expect(readListUnsubscribe(`<${at(2048)}>`, ONE_CLICK)).toEqual({ oneClick: at(2048) });
    expect(readListUnsubscribe(`<${at(2049)}>`, ONE_CLICK)).toBeUndefined();
    const mailto = (length: number) => `mailto:a@shop.example?subject=${'s'.repeat(length - 30)}`;
    expect(mailto(2048)).toHaveLength(2048);
    expect(readListUnsubscribe(`<${mailto(2048)}>`, undefined)?.mailto?.to).toBe('a@shop.example');
    expect(readListUnsubscribe(`<${mailto(2049)}>`, undefined)).toBeUndefined();
  });

  it('reads a mailto only from its scheme, and each field from its first usable value', () => {
    expect(readListUnsubscribe('<xmailto:a@shop.example>', undefined)).toBeUndefined();
    expect(readListUnsubscribe('<https://shop.example/?mailto:a@shop.example>', undefined)).toBe(
      undefined,
    );
    expect(
      readListUnsubscribe('<mailto:a@shop.example?subject=%&subject=tok=en==&body>', undefined),
    ).toEqual({ mailto: { to: 'a@shop.example', subject: 'tok=en==', body: '' } });
  });

  it('keeps no control characters or spaces at either end of a subject, even where it is cut', () => {
    const read = (subject: string) =>
      readListUnsubscribe(`<mailto:a@shop.example?subject=${subject}>`, undefined)?.mailto?.subject;
    expect(read('%0D%0A%09stop%20now%0D%0A')).toBe('stop now');
    expect(read(`${'s'.repeat(199)}%20x`)).toBe('s'.repeat(199));
  });
});
