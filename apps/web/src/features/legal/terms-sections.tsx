import { Link } from 'react-router';
import type { LegalSection } from './legal-document';
import { TERMS_LIABILITY_SECTIONS } from './terms-liability-sections';

/** The sections of the terms of service, in reading order. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Who can use Reclaim',
    body: (
      <p>
        You must be over 18 years old to use Reclaim. Reclaim is offered to private individuals for
        their own personal data; you may connect only mailboxes that belong to you.
      </p>
    ),
  },
  {
    id: 'the-service',
    title: 'What Reclaim does',
    body: (
      <>
        <p>
          Reclaim reads the metadata (sender, subject, snippet and date) of the transactional and
          commercial e-mails in the mailboxes you connect, lists the companies that appear to hold
          your data, and lets you send those companies data subject requests, such as deletion
          requests under the GDPR or the CCPA, from your own mailbox. How we handle your data is
          described in the <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <p>Reclaim is free of charge for private individuals.</p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate information when you sign up, and keep your password to yourself.</li>
        <li>You are responsible for what happens under your account.</li>
        <li>
          Tell us through the <Link to="/feedback">feedback form</Link> if you think someone else
          has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'mailbox-authorisation',
    title: 'Your mailbox and your requests',
    body: (
      <>
        <p>
          By connecting a mailbox you authorise Reclaim to read its message metadata as described
          above and, each time you submit a data subject request, to send that request from the
          mailbox in your name. Reclaim sends nothing you have not submitted. You can withdraw this
          authorisation at any time by disconnecting the mailbox.
        </p>
        <p>
          You decide which requests to send and you are responsible for their content being true.
          Reclaim does not act as your lawyer and does not give legal advice. Companies answer
          requests on their own terms and timelines, and we cannot guarantee that a company will
          delete your data or reply within the legal deadline.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>
            connect a mailbox or send a request on behalf of someone else without their permission;
          </li>
          <li>use Reclaim to send spam, harass a company or make requests in bad faith;</li>
          <li>
            probe, scan or test the security of Reclaim except as our{' '}
            <Link to="/bugbounty">Vulnerability Disclosure Policy</Link> allows;
          </li>
          <li>interfere with the service or try to access data that is not yours.</li>
        </ul>
      </>
    ),
  },
  ...TERMS_LIABILITY_SECTIONS,
];
