import { Link } from 'react-router';
import type { LegalSection } from './legal-document';

/** The later sections of the privacy policy: retention, rights, cookies, children, changes. */
export const PRIVACY_RIGHTS_SECTIONS: LegalSection[] = [
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your data is kept for as long as you have an account.</li>
        <li>
          When you disconnect a mailbox, everything found in it is removed: its companies, sample
          e-mails and requests, and its access tokens.
        </li>
        <li>
          When you delete your account, all your data is removed and Reclaim’s access to your
          mailboxes is revoked.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Depending on where you live, laws such as the GDPR, the UK GDPR and the CCPA give you the
          right to access, correct, delete and take a copy of your personal data, and to object to
          or restrict how it is used. Most of this you can do in the app: your account settings show
          your connections and let you disconnect a mailbox or delete your account.
        </p>
        <p>
          For anything else, write to us through the <Link to="/feedback">feedback form</Link> with
          your e-mail address and we will answer. You also have the right to complain to your data
          protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        Reclaim uses one cookie to keep you signed in. Your browser’s local storage holds a few
        interface settings, for example whether you have already seen the introduction. There are no
        advertising or analytics cookies.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Reclaim does not address anyone under the age of 13, and we do not knowingly collect
        personal data from children under 13. If you believe a child has given us personal data,
        contact us and we will delete it. Our Terms of Service require users to be over 18.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page and, for
        significant changes, tell you by e-mail or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about this policy or your data are welcome through the{' '}
        <Link to="/feedback">feedback form</Link>.
      </p>
    ),
  },
];
