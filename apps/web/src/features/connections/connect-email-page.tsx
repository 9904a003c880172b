import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';
import { connectQuestion, hasAddressShape, inferEmailProvider } from './email-provider';

/** Where Connect on /connectEmail records the chosen provider (spec §3). */
export const SELECTED_PROVIDER_KEY = 'selected_provider';

/**
 * /connectEmail (spec §2): asks to confirm connecting the mail service of the `email` query value.
 * Connect records the choice and goes to /dashboard; Cancel goes back. Public: a signed-out
 * visitor is asked to log in by /dashboard, once Connect needs it.
 */
export function ConnectEmailPage() {
  useDocumentTitle('Connect Email');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const emailAddress = searchParams.get('email') ?? '';
  const choice = inferEmailProvider(emailAddress);

  function connect() {
    localStorage.setItem(SELECTED_PROVIDER_KEY, JSON.stringify(choice));
    void navigate('/dashboard');
  }

  function cancel() {
    // Opened in a fresh tab there is nothing to go back to.
    void (window.history.length > 1 ? navigate(-1) : navigate(session ? '/dashboard' : '/'));
  }

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-linear-to-b from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-200 sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {connectQuestion(choice.name)}
        </h1>
        {hasAddressShape(emailAddress) && (
          <p className="mt-4 break-all font-medium text-slate-700">{emailAddress}</p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" className="sm:min-w-32" onClick={cancel}>
            Cancel
          </Button>
          <Button className="sm:min-w-32" onClick={connect}>
            Connect
          </Button>
        </div>
      </div>
    </div>
  );
}
