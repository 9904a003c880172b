import type { ReactNode } from 'react';
import { Page } from '../../components/ui/page';

/** One numbered part of a legal page; its id is the anchor used by the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  heading?: string;
  /** The dating line shown under the heading, e.g. 'Last updated: June 30, 2021'. */
  dateLine: string;
  intro: ReactNode;
  sections: LegalSection[];
}

const PROSE =
  'leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

/** A readable legal page: prose width, a dating line, a table of contents and numbered sections. */
export function LegalDocument({ title, heading, dateLine, intro, sections }: LegalDocumentProps) {
  return (
    <Page title={title} heading={heading ?? title} width="prose">
      <p className="text-sm font-medium text-slate-600">{dateLine}</p>
      <div className={PROSE}>{intro}</div>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-ink uppercase">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline hover:text-brand-900">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink">
            {index + 1}. {section.title}
          </h2>
          <div className={PROSE}>{section.body}</div>
        </section>
      ))}
    </Page>
  );
}
