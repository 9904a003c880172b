import { ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';

export function NotFoundPage() {
  return (
    <Page title="Page not found" width="prose">
      <p className="text-slate-700">There is no page at this address.</p>
      <ButtonLink to="/" className="mt-6">
        Go to the home page
      </ButtonLink>
    </Page>
  );
}
