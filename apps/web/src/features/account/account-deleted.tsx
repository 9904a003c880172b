import { Alert } from '../../components/ui/alert';
import { Button, buttonClassName } from '../../components/ui/button';

/**
 * The goodbye screen shown once the account is gone, as a page of its own (its heading is the
 * page's one h1). Both ways out load a fresh page, because the session this page started with no
 * longer exists.
 */
export function AccountDeleted({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="account-deleted-heading"
      className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h1 id="account-deleted-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        Your account has been deleted
      </h1>
      <div className="mt-4">
        <Alert tone="success">{message}</Alert>
      </div>
      <p className="mt-4 text-slate-700">
        We&apos;re sorry to see you go. Would you tell us why you left? It helps us make Reclaim
        better.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/feedback" className={buttonClassName('primary')}>
          Give feedback
        </a>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          No, thanks
        </Button>
      </div>
    </section>
  );
}
