import { describeVisitCount } from './visit-count-text';

/** The referrer's own count of visits through their links. */
export function ReferralCount({ count }: { count: number }) {
  return (
    <p
      role="status"
      className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-center font-semibold text-brand-800"
    >
      {describeVisitCount(count)}
    </p>
  );
}
