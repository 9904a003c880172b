import { Link } from 'react-router';

/** Spec §2, product copy: the page when the mailbox has no request yet. */
export const NO_REQUESTS_TEXT =
  "You currently don't have any data subject request. Check Where's My Data? to start a request and take back your data today!";

const LINKED = "Where's My Data?";
const [BEFORE, AFTER] = NO_REQUESTS_TEXT.split(LINKED) as [string, string];

/**
 * The page under `?filter=completed` when the mailbox has requests but none is completed yet:
 * not the empty state of a mailbox without any, which would say there is nothing at all.
 */
export function NoCompletedRequests() {
  return (
    <section className="rounded-2xl border border-dashed border-brand-300 bg-brand-50 p-8 text-center">
      <p className="mx-auto max-w-xl text-slate-700">
        None of your requests is completed yet.{' '}
        <Link
          to="/my-deletion-requests"
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          See all your requests
        </Link>
      </p>
    </section>
  );
}

/** The empty state, with the spec's text; "Where's My Data?" in it leads to /my-data. */
export function NoRequestsPrompt() {
  return (
    <section className="rounded-2xl border border-dashed border-brand-300 bg-brand-50 p-8 text-center">
      <p className="mx-auto max-w-xl text-slate-700">
        {BEFORE}
        <Link to="/my-data" className="font-semibold text-brand-800 underline underline-offset-4">
          {LINKED}
        </Link>
        {AFTER}
      </p>
    </section>
  );
}
