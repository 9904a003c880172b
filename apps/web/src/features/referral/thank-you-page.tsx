import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';

/** Shown after a friend has been referred (spec §2, /thankyou). */
export function ThankYouPage() {
  useDocumentTitle('Thank You');
  // The page is public: only a signed-in person has a dashboard to go back to.
  const { data: session, isPending } = useSession();
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-linear-to-b from-brand-50 to-white px-4 py-16">
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-200 sm:p-10">
        <HeartIllustration />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Thank You For Referring Friend!
        </h1>
        <p className="mt-4 leading-relaxed text-slate-700">
          Every friend who takes back their data makes the web a little less nosy. Thanks for
          spreading the word.
        </p>
        {!isPending && (
          <ButtonLink to={session ? '/dashboard' : '/'} size="lg" className="mt-8">
            {session ? 'Back to dashboard' : 'Back to home'}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

function HeartIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 100" className="mx-auto h-24 w-auto">
      <circle cx="60" cy="50" r="46" fill="#d0eee6" />
      <path
        d="M60 78C38 63 30 52 30 41c0-9 7-15 15-15 6 0 11 3 15 9 4-6 9-9 15-9 8 0 15 6 15 15 0 11-8 22-30 37z"
        fill="#0f5d4e"
      />
      <circle cx="96" cy="22" r="5" fill="#f2a541" />
      <circle cx="22" cy="74" r="4" fill="#f2a541" />
    </svg>
  );
}
