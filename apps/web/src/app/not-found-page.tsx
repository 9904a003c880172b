import { ButtonLink } from '../components/ui/button';
import { useDocumentTitle } from '../components/ui/page';

/** Any address the route table does not know: a short message centred under the header. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-slate-700">There is no page at this address.</p>
      <ButtonLink to="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </div>
  );
}
