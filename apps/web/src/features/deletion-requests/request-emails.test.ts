import {
  LETTER_LANGUAGES,
  REGIMES,
  letterLocale,
  letterTemplate,
  renderLetter,
  rightsOf,
  sendDsrBodySchema,
  sendDsrBulkBodySchema,
  type LetterLanguage,
} from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import {
  bulkRequestBody,
  hasContact,
  previewEmail,
  singleRequestBody,
  templateValues,
  type LetterOrder,
} from './request-emails';

const SPOTIFY = {
  domainName: 'spotify.com',
  name: 'Spotify',
  emailId: 'demo@reclaim.example',
  dsrContactEmail: 'privacy@spotify.com',
  lastEmailDate: '2021-03-04T23:30:00.000Z',
};

const order = (jurisdiction: LetterOrder['jurisdiction'], language: LetterLanguage = 'en') => ({
  jurisdiction,
  requestType: 'erasure' as const,
  languageOf: () => language,
});

describe('the e-mail preview', () => {
  it('sends nothing for a company Reclaim has no address for', () => {
    const unknown = { ...SPOTIFY, domainName: 'xn--pypal-4ve.com', dsrContactEmail: null };
    expect(hasContact(SPOTIFY)).toBe(true);
    expect(hasContact(unknown)).toBe(false);
    expect(() => singleRequestBody(unknown, order('gdpr'))).toThrow('No contact');
    expect(() =>
      bulkRequestBody([SPOTIFY, unknown], { email: 'a@b.example', name: 'A' }, order('gdpr')),
    ).toThrow('No contact');
  });

  it('fills the template with the values the server sends: name, mailbox, the letter’s date', () => {
    expect(templateValues(SPOTIFY, 'Ada Tester', 'de-DE')).toEqual({
      domain: 'spotify.com',
      name: 'Ada Tester',
      email: 'demo@reclaim.example',
      lastEmailDate: '4. März 2021',
    });
    expect(
      templateValues(SPOTIFY, 'Ada', 'en-GB', { wrong: ' Old Street 1 ', right: 'New Street 2' }),
    ).toMatchObject({
      lastEmailDate: '4 March 2021',
      wrong: 'Old Street 1',
      right: 'New Street 2',
    });
  });

  it('shows exactly the e-mail the server renders, for every law, request and language', () => {
    const correction = { wrong: 'Old Street 1', right: 'New Street 2' };
    for (const regime of REGIMES) {
      for (const right of rightsOf(regime)) {
        for (const language of LETTER_LANGUAGES) {
          const template = letterTemplate(right, regime, language);
          const answered = { subject: template.subject, value: template.html };
          const values = templateValues(
            SPOTIFY,
            'Ada <Tester>',
            letterLocale(language),
            right === 'correction' ? correction : undefined,
          );
          const sent = renderLetter(right, regime, language, {
            domain: 'spotify.com',
            name: 'Ada <Tester>',
            email: 'demo@reclaim.example',
            lastEmailDate: new Date(SPOTIFY.lastEmailDate),
            correction: right === 'correction' ? correction : undefined,
          });
          expect(previewEmail(answered, values)).toEqual({
            subject: sent.subject,
            html: sent.html,
          });
        }
      }
    }
  });

  it('keeps a name with markup as text', () => {
    const { html } = previewEmail(
      { subject: 'Erase', value: '<p>{{name}}</p>' },
      templateValues(SPOTIFY, '<img src=x onerror=alert(1)>', 'en-GB'),
    );
    expect(html).toBe('<p>&#60;img src=x onerror=alert(1)&#62;</p>');
  });
});

describe('the request bodies', () => {
  it('names the law, the request and the language for one company, never the HTML', () => {
    const body = singleRequestBody(SPOTIFY, order('ccpa'));
    expect(body).toEqual({
      emailId: 'demo@reclaim.example',
      contactEmailId: 'privacy@spotify.com',
      template: 'ccpa',
      requestType: 'erasure',
      language: 'en',
      domainName: 'spotify.com',
    });
    expect(sendDsrBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends a correction’s words only with a correction request', () => {
    const correction = { wrong: 'a', right: 'b' };
    expect(
      singleRequestBody(SPOTIFY, { ...order('gdpr'), requestType: 'correction', correction }),
    ).toMatchObject({ requestType: 'correction', correction });
    expect(singleRequestBody(SPOTIFY, { ...order('gdpr'), correction })).not.toHaveProperty(
      'correction',
    );
  });

  it('gives each company the details it asks for to identify the person, and no other', () => {
    const identity = [{ label: 'Kundennummer', value: 'K-4711' }];
    const identityOf = (domainName: string) => (domainName === 'spotify.com' ? identity : []);
    const single = singleRequestBody(SPOTIFY, { ...order('gdpr'), identityOf });
    expect(single).toMatchObject({ identity });
    expect(sendDsrBodySchema.parse(single).identity).toEqual(identity);
    expect(singleRequestBody(SPOTIFY, order('gdpr'))).not.toHaveProperty('identity');
    const netflix = { ...SPOTIFY, domainName: 'netflix.com', name: 'Netflix' };
    const bulk = bulkRequestBody(
      [SPOTIFY, netflix],
      { email: 'ada@example.com', name: 'Ada' },
      { ...order('gdpr'), identityOf },
    );
    expect(bulk.bulkDomain[0]).toMatchObject({ identity });
    expect(bulk.bulkDomain[1]).not.toHaveProperty('identity');
    expect(sendDsrBulkBodySchema.safeParse(bulk).success).toBe(true);
  });

  it('builds the multi-request payload of spec §3, each company in its own language', () => {
    const netflix = {
      ...SPOTIFY,
      domainName: 'netflix.de',
      name: 'Netflix',
      dsrContactEmail: 'privacy@netflix.de',
    };
    const body = bulkRequestBody(
      [SPOTIFY, netflix],
      { email: 'Ada@Example.com', name: 'Ada Tester' },
      {
        jurisdiction: 'gdpr',
        requestType: 'access',
        languageOf: (domain) => (domain.endsWith('.de') ? 'de' : 'en'),
      },
    );

    expect(body).toEqual({
      userEmail: 'ada@example.com',
      name: 'Ada Tester',
      template: 'gdpr',
      requestType: 'access',
      bulkDomain: [
        {
          domainName: 'spotify.com',
          contactEmailId: 'privacy@spotify.com',
          language: 'en',
          emailAddress: 'demo@reclaim.example',
          lastEmailDate: '2021-03-04T23:30:00.000Z',
          name: 'Spotify',
        },
        {
          domainName: 'netflix.de',
          contactEmailId: 'privacy@netflix.de',
          language: 'de',
          emailAddress: 'demo@reclaim.example',
          lastEmailDate: '2021-03-04T23:30:00.000Z',
          name: 'Netflix',
        },
      ],
    });
    expect(sendDsrBulkBodySchema.safeParse(body).success).toBe(true);
  });
});
