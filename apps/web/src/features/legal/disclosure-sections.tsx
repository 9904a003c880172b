import { Link } from 'react-router';
import type { LegalSection } from './legal-document';

/** The sections of the vulnerability disclosure policy, in reading order. */
export const DISCLOSURE_SECTIONS: LegalSection[] = [
  {
    id: 'authorisation',
    title: 'Authorisation and safe harbour',
    body: (
      <p>
        If you make a good-faith effort to follow this policy while researching, we consider your
        research authorised. We will work with you to understand and fix the vulnerability quickly,
        we will not take legal action against you or report you to the authorities for it, and if a
        third party takes legal action against you for activities that followed this policy, we will
        make it known that your research was authorised.
      </p>
    ),
  },
  {
    id: 'scope',
    title: 'Scope',
    body: (
      <>
        <p>Testing is authorised only on:</p>
        <ul>
          <li>the main Reclaim website;</li>
          <li>the Reclaim source code that we list publicly.</li>
        </ul>
        <p>Out of scope:</p>
        <ul>
          <li>the app subdomain, where real users’ accounts and mailboxes live;</li>
          <li>
            the services of others that Reclaim relies on, such as Google, Microsoft, Yahoo and
            other mail providers;
          </li>
          <li>any system not listed above.</li>
        </ul>
        <p>If you are not sure whether a system is in scope, ask us before you test it.</p>
      </>
    ),
  },
  {
    id: 'guidelines',
    title: 'Guidelines',
    body: (
      <ul>
        <li>Use only accounts and mailboxes that you own or have explicit permission to use.</li>
        <li>
          Stop as soon as you reach data that is not yours, do not keep or share it, and tell us in
          your report.
        </li>
        <li>Do not run denial-of-service tests, send spam or try to degrade the service.</li>
        <li>No social engineering, phishing or physical attacks on people or premises.</li>
        <li>
          Give us reasonable time to fix the vulnerability before you tell anyone else about it.
        </li>
      </ul>
    ),
  },
  {
    id: 'reporting',
    title: 'How to report',
    body: (
      <>
        <p>
          Send your report through the <Link to="/feedback">feedback form at /feedback</Link> and
          start your message with the word “Security”. Please include:
        </p>
        <ul>
          <li>where the vulnerability is and what an attacker could do with it;</li>
          <li>the steps to reproduce it, with any proof of concept;</li>
          <li>your e-mail address, so that we can reply to you.</li>
        </ul>
        <p>Do not put other people’s personal data in your report.</p>
      </>
    ),
  },
  {
    id: 'what-to-expect',
    title: 'What you can expect from us',
    body: (
      <ul>
        <li>We acknowledge your report within 3 business days.</li>
        <li>We confirm whether the vulnerability exists and keep you informed as we fix it.</li>
        <li>With your agreement, we credit you once the vulnerability is fixed.</li>
      </ul>
    ),
  },
];
