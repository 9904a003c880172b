import { describe, expect, it } from 'vitest';
import { renderDsrEmail } from './dsr-templates';
import { htmlToPlainText } from './plain-text';

describe('the plain-text part of a letter', () => {
  it('keeps paragraphs apart, line breaks where they are, and reads references back', () => {
    expect(
      htmlToPlainText(
        '<p>Dear Officer of\nshop.example,</p>\n<p>Kind regards,<br>Ada &lt;Lovelace&gt; &amp; Co<br>ada@x.example</p>',
      ),
    ).toBe('Dear Officer of shop.example,\n\nKind regards,\nAda <Lovelace> & Co\nada@x.example');
    expect(htmlToPlainText('<ul><li>one</li><li>two &#60;3&#x3e;</li></ul>')).toBe(
      '- one\n- two <3>',
    );
  });

  it('reads a whole request as it is written, with the person’s own name as they typed it', () => {
    const { html } = renderDsrEmail('gdpr', {
      domain: 'shop.example',
      name: '<img src=x> Ada',
      email: 'ada@x.example',
      lastEmailDate: 'Jan 2, 2026',
    });
    const text = htmlToPlainText(html);
    expect(
      text.startsWith('Dear Data Protection Officer of shop.example,\n\nUnder Article 17'),
    ).toBe(true);
    expect(text).toContain('Kind regards,\n<img src=x> Ada\nada@x.example');
    expect(text).not.toMatch(/&#?\w+;|<p>|\n{3}/);
  });
});
