import { LegalDocument } from './legal-document';
import { DISCLOSURE_SECTIONS } from './disclosure-sections';

/** The vulnerability disclosure policy: scope, rules of testing, safe harbour and how to report. */
export function BugBountyPage() {
  return (
    <LegalDocument
      title="Vulnerability Disclosure Policy"
      dateLine="Last updated: July 2021"
      intro={
        <p>
          People trust Reclaim with access to their mailboxes, so the security of the service
          matters to us more than anything. If you believe you have found a security vulnerability,
          we want to hear about it. This policy explains what you may test, how to report what you
          find, and what you can expect from us.
        </p>
      }
      sections={DISCLOSURE_SECTIONS}
    />
  );
}
