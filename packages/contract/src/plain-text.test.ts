import { describe, expect, it } from 'vitest';
import { LETTER_LANGUAGES, renderLetter } from './letters/letters';
import { rightsOf } from './regimes/regime-choice';
import { REGIMES } from './regimes/regime-table';
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

  it('reads every letter back as the letter’s own text, the person’s name as they typed it', () => {
    for (const regime of REGIMES) {
      for (const right of rightsOf(regime)) {
        for (const language of LETTER_LANGUAGES) {
          const letter = renderLetter(right, regime, language, {
            domain: 'shop.example',
            name: '<img src=x> Ada & Co',
            email: 'ada@x.example',
            lastEmailDate: new Date('2026-01-02T00:00:00Z'),
            correction: { wrong: 'Old "Street" 1', right: "New Street's 2" },
          });
          expect(htmlToPlainText(letter.html)).toBe(letter.text);
        }
      }
    }
  });
});
