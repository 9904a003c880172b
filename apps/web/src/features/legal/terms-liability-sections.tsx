import { Link } from 'react-router';
import type { LegalSection } from './legal-document';

/** The later sections of the terms: ending, warranties, liability, changes, contact. */
export const TERMS_LIABILITY_SECTIONS: LegalSection[] = [
  {
    id: 'ending',
    title: 'Ending your use of Reclaim',
    body: (
      <p>
        You may stop using Reclaim and delete your account at any time from your account settings;
        this removes all your data and revokes Reclaim’s access to your mailboxes. We may suspend or
        close an account that breaks these terms, and we will tell you why unless the law prevents
        us.
      </p>
    ),
  },
  {
    id: 'warranties',
    title: 'No warranties',
    body: (
      <p>
        We work hard to keep Reclaim accurate and available, but it is provided “as is”. The list of
        companies is built from your mailbox and from public directories and may be incomplete or
        contain mistakes, and a company’s contact address may be out of date.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent the law allows, Reclaim is not liable for indirect or consequential losses,
          or for what companies do or fail to do with your requests. Our total liability to you for
          any claim is limited to the amount you paid us in the 12 months before the claim or, if
          you have not purchased anything from us, 100 USD.
        </p>
        <p>
          Nothing in these terms limits rights you have under consumer law that cannot be limited by
          contract.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will give you notice of any change at least 30 days before it
        takes effect, by e-mail or in the app. If you do not agree with the new terms you can delete
        your account before they apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms are welcome through the{' '}
        <Link to="/feedback">feedback form</Link>.
      </p>
    ),
  },
];
