import { ButtonLink } from '../../components/ui/button';
import { FeedbackIllustration } from './referral-icons';

/**
 * The refer page's feedback block (spec §2: an embedded form 510 px high). Features do not import
 * each other, so instead of embedding the feedback form this invites the visitor to /feedback.
 */
export function FeedbackInvite() {
  return (
    <section
      aria-labelledby="feedback-invite-heading"
      className="flex min-h-[510px] flex-col items-center justify-center rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-slate-200 sm:p-8"
    >
      <FeedbackIllustration />
      <h2 id="feedback-invite-heading" className="mt-6 text-xl font-bold text-ink sm:text-2xl">
        Tell us what you think
      </h2>
      <p className="mt-3 max-w-sm leading-relaxed text-slate-700">
        What works for you, what does not, and what would make Reclaim worth recommending? Your
        answers shape what we build next.
      </p>
      <ButtonLink to="/feedback" size="lg" className="mt-8">
        Give feedback
      </ButtonLink>
    </section>
  );
}
