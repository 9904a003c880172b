import { unreliableContactText, type CompanyFigures } from '@reclaim/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  LOOKALIKE_DOMAIN_TEXT,
  NO_CONTACT_TEXT,
  formLinkText,
  formOnlyText,
  otherDomainContactText,
} from '../domains/contact-notes';
import { domainRecord } from '../domains/testing/domain-record';
import { CompanyEmail, UNVERIFIED_CONTACT_TEXT } from './company-email';
import { initialRecipient, type Recipient } from './request-recipient';

/** The preview of one company's e-mail, as HTML text with its entities read back. */
const previewOf = (
  record: ReturnType<typeof domainRecord>,
  recipient?: Recipient,
  figures?: CompanyFigures,
) =>
  renderToStaticMarkup(
    <CompanyEmail
      record={record}
      figures={figures}
      recipient={recipient ?? initialRecipient(record)}
      onRecipientChange={() => {}}
      email={{ subject: 'Erase', html: '<p>Hi</p>' }}
      body="shown"
    />,
  ).replaceAll('&#x27;', "'");

describe("a company's e-mail preview", () => {
  it('says how the company answers, and warns before an address that mostly does not work', () => {
    const record = domainRecord('shop.example', { dsrContactEmail: 'privacy@shop.example' });
    const figures: CompanyFigures = {
      domainName: 'shop.example',
      people: 7,
      requests: 7,
      answeredOnTimePercent: 60,
      medianDaysToAnswer: 7,
      fulfilledPercent: 40,
      unreliableContacts: ['privacy@shop.example'],
      computedAt: '2026-06-01T02:41:00.000Z',
    };
    const html = previewOf(record, undefined, figures);
    expect(html).toContain(
      "Answers 60 % of requests on time, median 7 days to answer, does as asked in 40 % (from 7 people's requests).",
    );
    expect(html).toContain(unreliableContactText('privacy@shop.example'));

    // Another address, typed by the person, is not the one that failed others.
    const elsewhere = previewOf(
      record,
      { address: 'dpo@shop.example', isConfirmed: false },
      figures,
    );
    expect(elsewhere).not.toContain(unreliableContactText('privacy@shop.example'));
    expect(previewOf(record)).not.toContain('Answers');
  });

  it('links a form-only company to its form and shows no e-mail to it', () => {
    const html = previewOf(
      domainRecord('shop.example', {
        name: 'Shop',
        preferredChannel: 'webform',
        webFormUrl: 'https://shop.example/privacy-form',
      }),
    );
    expect(html).toContain(formOnlyText('Shop'));
    expect(html).toContain('href="https://shop.example/privacy-form"');
    expect(html).toContain(formLinkText('Shop'));
    expect(html).not.toContain('To (Shop)');
    expect(html).not.toContain('<p>Hi</p>');
  });

  it('warns that an international name may imitate another, and has no address for it', () => {
    const html = previewOf(
      domainRecord('xn--pypal-4ve.com', {
        name: 'Xn--pypal-4ve',
        dsrContactEmail: null,
        isLookalikeDomain: true,
      }),
    );
    expect(html).toContain(LOOKALIKE_DOMAIN_TEXT);
    expect(html).toContain(NO_CONTACT_TEXT);
    expect(html).not.toContain(UNVERIFIED_CONTACT_TEXT);
    expect(html).not.toContain('privacy@');
  });

  it("asks to check a contact at another domain than the company's", () => {
    const html = previewOf(
      domainRecord('brand.de', {
        dsrContactEmail: 'datenschutz@brand-holding.example',
        isContactVerified: true,
        isContactOnOtherDomain: true,
      }),
    );
    expect(html).toContain(otherDomainContactText('brand.de'));
    expect(html).not.toContain(UNVERIFIED_CONTACT_TEXT);
    expect(html).not.toContain(LOOKALIKE_DOMAIN_TEXT);
  });

  it('says nothing more of a checked contact at the company', () => {
    const html = previewOf(
      domainRecord('netflix.com', {
        dsrContactEmail: 'privacy@netflix.com',
        isContactVerified: true,
      }),
    );
    for (const note of [
      UNVERIFIED_CONTACT_TEXT,
      NO_CONTACT_TEXT,
      LOOKALIKE_DOMAIN_TEXT,
      otherDomainContactText('netflix.com'),
    ]) {
      expect(html).not.toContain(note);
    }
  });

  it('after a bounce, says why and offers no longer the address that came back', () => {
    const record = domainRecord('shop.example', {
      status: 'failed',
      dsrContactEmail: 'privacy@shop.example',
      isContactVerified: false,
      bouncedContact: 'privacy@shop.example',
      failureReason:
        'Your request to privacy@shop.example came back undelivered: this address does not exist there.',
    });
    const html = previewOf(record);
    expect(html).toContain('came back undelivered: this address does not exist there');
    expect(html).toMatch(/<input type="email"[^>]*value=""/);
    expect(html).not.toContain(UNVERIFIED_CONTACT_TEXT);
  });

  it('asks to confirm a typed address at another domain, and says nothing of the offered one', () => {
    const record = domainRecord('shop.example', { dsrContactEmail: 'privacy@shop.example' });
    const html = previewOf(record, { address: 'privacy@shpo.example', isConfirmed: false });
    expect(html).toContain('privacy@shpo.example is not an address at shop.example.');
    expect(html).toContain('Send it to this address all the same');
    expect(html).not.toContain(UNVERIFIED_CONTACT_TEXT);
  });
});

describe('a company e-mail whose body the preview leaves out', () => {
  it('shows no body and does not say it is loading', () => {
    const record = domainRecord('quora.com');
    const html = renderToStaticMarkup(
      <CompanyEmail
        record={record}
        recipient={initialRecipient(record)}
        onRecipientChange={() => {}}
        email={null}
        body="none"
      />,
    );
    expect(html).not.toContain('Loading the e-mail');
    expect(html).toContain('quora.com');
  });
});
