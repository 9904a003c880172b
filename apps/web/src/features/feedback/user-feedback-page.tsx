import { Page } from '../../components/ui/page';
import { FeedbackForm } from './feedback-form';

/** The signed-in feedback page: the same form inside a 550 px high in-app area. */
export function UserFeedbackPage() {
  return (
    <Page title="Feedback" heading="Share Your Feedback" width="prose">
      <p className="text-slate-700">
        Tell us what you think of Reclaim: what works, what does not, and what you would like to see
        next.
      </p>
      <div className="mt-6 h-[550px] overflow-y-auto rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <FeedbackForm />
      </div>
    </Page>
  );
}
