import { LegalDocument } from './legal-document';
import { PRIVACY_POLICY_SECTIONS } from './privacy-policy-sections';

/** The privacy policy: what Reclaim reads, keeps and deletes, and the rights of its users. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLine="Last updated: June 30, 2021"
      intro={
        <p>
          Reclaim helps you find the companies that hold your personal data and ask them to delete
          it. To do that it has to look at your mailbox, so we have built it to read as little as
          possible, keep even less, and forget it when you ask. This policy explains exactly what
          that means.
        </p>
      }
      sections={PRIVACY_POLICY_SECTIONS}
    />
  );
}
