import {
  DSR_TEMPLATES,
  JURISDICTIONS,
  renderDsrEmail,
  sendDsrBulkBodySchema,
} from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import {
  bulkRequestBody,
  hasContact,
  previewEmail,
  singleRequestBody,
  templateValues,
} from './request-emails';

const SPOTIFY = {
  domainName: 'spotify.com',
  name: 'Spotify',
  emailId: 'demo@reclaim.example',
  dsrContactEmail: 'privacy@spotify.com',
  lastEmailDate: '2021-03-04T23:30:00.000Z',
};

describe('the e-mail preview', () => {
  it('sends nothing for a company Reclaim has no address for', () => {
    const unknown = { ...SPOTIFY, domainName: 'xn--pypal-4ve.com', dsrContactEmail: null };
    expect(hasContact(SPOTIFY)).toBe(true);
    expect(hasContact(unknown)).toBe(false);
    expect(() => singleRequestBody(unknown, 'gdpr')).toThrow('No contact');
    expect(() =>
      bulkRequestBody([SPOTIFY, unknown], { email: 'a@b.example', name: 'A' }, 'gdpr'),
    ).toThrow('No contact');
  });

  it('fills the template with the values the server sends: name, mailbox, short UTC date', () => {
    expect(templateValues(SPOTIFY, 'Ada Tester')).toEqual({
      domain: 'spotify.com',
      name: 'Ada Tester',
      email: 'demo@reclaim.example',
      lastEmailDate: 'Mar 4, 2021',
    });
  });

  it('shows exactly the e-mail the server renders, for every law', () => {
    const values = templateValues(SPOTIFY, 'Ada Tester');
    for (const jurisdiction of JURISDICTIONS) {
      const answered = {
        subject: DSR_TEMPLATES[jurisdiction].subject,
        value: DSR_TEMPLATES[jurisdiction].html,
      };
      expect(previewEmail(answered, values)).toEqual(renderDsrEmail(jurisdiction, values));
    }
  });

  it('keeps a name with markup as text', () => {
    const { html } = previewEmail(
      { subject: 'Erase', value: '<p>{{name}}</p>' },
      templateValues(SPOTIFY, '<img src=x onerror=alert(1)>'),
    );
    expect(html).toBe('<p>&#60;img src=x onerror=alert(1)&#62;</p>');
  });
});

describe('the request bodies', () => {
  it('names the law for one company, never the HTML', () => {
    expect(singleRequestBody(SPOTIFY, 'ccpa')).toEqual({
      emailId: 'demo@reclaim.example',
      contactEmailId: 'privacy@spotify.com',
      template: 'ccpa',
      domainName: 'spotify.com',
    });
  });

  it('builds the multi-request payload of spec §3 from the selected records', () => {
    const netflix = {
      ...SPOTIFY,
      domainName: 'netflix.com',
      name: 'Netflix',
      dsrContactEmail: 'privacy@netflix.com',
    };
    const body = bulkRequestBody(
      [SPOTIFY, netflix],
      { email: 'Ada@Example.com', name: 'Ada Tester' },
      'uk-gdpr',
    );

    expect(body).toEqual({
      userEmail: 'ada@example.com',
      name: 'Ada Tester',
      template: 'uk-gdpr',
      bulkDomain: [
        {
          domainName: 'spotify.com',
          contactEmailId: 'privacy@spotify.com',
          emailAddress: 'demo@reclaim.example',
          lastEmailDate: '2021-03-04T23:30:00.000Z',
          name: 'Spotify',
        },
        {
          domainName: 'netflix.com',
          contactEmailId: 'privacy@netflix.com',
          emailAddress: 'demo@reclaim.example',
          lastEmailDate: '2021-03-04T23:30:00.000Z',
          name: 'Netflix',
        },
      ],
    });
    expect(sendDsrBulkBodySchema.safeParse(body).success).toBe(true);
  });
});
