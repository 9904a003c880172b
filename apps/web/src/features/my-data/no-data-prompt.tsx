import { ButtonLink } from '../../components/ui/button';
import { NO_DATA_TEXT } from '../domains/no-data-text';

/** The empty state of the my-data pages: no mailbox connected, or nothing found in it (spec §2). */
export function NoDataPrompt() {
  return (
    <section className="rounded-2xl border border-dashed border-brand-300 bg-brand-50 p-8 text-center">
      <p className="mx-auto max-w-xl text-slate-700">{NO_DATA_TEXT}</p>
      <ButtonLink to="/account" className="mt-6">
        Connect an email provider
      </ButtonLink>
    </section>
  );
}
