import { useDocumentTitle } from '../../components/ui/page';
import { FeedbackForm } from './feedback-form';

/** The public, full-height feedback page (also opened after an account is deleted). */
export function FeedbackPage() {
  useDocumentTitle('Feedback');
  return (
    <div className="min-h-screen bg-linear-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Share Your Feedback
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          Tell us what you think of Reclaim: what works, what does not, and what you would like to
          see next.
        </p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <FeedbackForm />
        </div>
      </div>
    </div>
  );
}
