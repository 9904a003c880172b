import { Link } from 'react-router';
import type { LegalSection } from './legal-document';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-rights-sections';

/** The sections of the privacy policy, in reading order. */
export const PRIVACY_POLICY_SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>
          <strong>Your account.</strong> Your name, your e-mail address and your password, which we
          store only as a salted hash. If you sign in with Google or Microsoft, we receive your name
          and e-mail address from them.
        </p>
        <p>
          <strong>Your mailbox connections.</strong> For each mailbox you connect (Gmail, Outlook,
          Yahoo or another IMAP mailbox): the provider, the mailbox address, the progress of its
          scan and the access tokens that let Reclaim read it and send from it.
        </p>
        <p>
          <strong>Message metadata.</strong> To find companies, Reclaim reads the sender, subject,
          snippet and date of the transactional and commercial e-mails in your mailbox. Mail from
          private persons and free e-mail addresses is skipped.
        </p>
        <p>
          <strong>What we keep from your mailbox.</strong> For each company found: its domain, the
          date of the first and last e-mail, the number of e-mails, the status you give it (for
          example needed) and at most 10 sample e-mails, each limited to its subject, sender and
          date.
        </p>
        <p>
          <strong>Your deletion requests.</strong> The text of each request you send, the company it
          went to, when it was sent, its status, and whether a reply or a bounce arrived in the same
          conversation.
        </p>
        <p>
          <strong>Feedback.</strong> What you write in the feedback form, your rating and, if you
          give it, your e-mail address.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-never-collect',
    title: 'What we never collect',
    body: (
      <ul>
        <li>The body or the attachments of any e-mail. Reclaim never reads or stores them.</li>
        <li>Your contacts, your calendar or your files.</li>
        <li>
          The password of a Gmail or Outlook mailbox: those connect through Google and Microsoft.
        </li>
        <li>Any data about you from advertising networks, data brokers or trackers.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <>
        <p>We use your data only to provide Reclaim to you:</p>
        <ul>
          <li>to show you the companies that hold your data and the details of each;</li>
          <li>
            to send, from your own mailbox, the deletion requests you review and submit, and to
            follow their answers;
          </li>
          <li>to send you service e-mails such as verification codes;</li>
          <li>to answer the feedback you send us and to keep the service secure.</li>
        </ul>
        <p>
          Reclaim sends e-mail from your mailbox only when you submit a deletion request. Data
          received from Google or Microsoft is used only for the features described here, is not
          transferred to anyone else and is never used for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <>
        <p>
          We do not sell, rent or share your personal data, we show no ads and the app contains no
          third-party trackers. Company logos are fetched by our own server, so your browser does
          not contact other sites while you use Reclaim.
        </p>
        <p>
          A deletion request contains your name, your e-mail address and the date of your last
          e-mail from that company. It is sent only to the company you chose, from your mailbox. We
          disclose data to authorities only where the law obliges us to.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Mailbox access tokens are encrypted at rest with AES-256-GCM. Passwords are hashed with
        Argon2id. You stay signed in through a secure, HTTP-only cookie, and all traffic is
        encrypted in transit. Our logs never contain tokens, codes or the subjects of your e-mails.
        If you find a weakness, please follow our{' '}
        <Link to="/bugbounty">Vulnerability Disclosure Policy</Link>.
      </p>
    ),
  },
  ...PRIVACY_RIGHTS_SECTIONS,
];
