import { LegalDocument } from './legal-document';
import { TERMS_SECTIONS } from './terms-sections';

/** The terms of service for using Reclaim. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      heading="Terms And Condition"
      dateLine="Last updated: June 30, 2021"
      intro={
        <p>
          These terms are the agreement between you and Reclaim for the use of the Reclaim website
          and app. Please read them together with our privacy policy. By creating an account or
          using Reclaim you accept them.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
