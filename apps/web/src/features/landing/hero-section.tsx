import { ButtonLink } from '../../components/ui/button';
import { CheckIcon } from './landing-icons';

const HIGHLIGHTS = [
  'Reads metadata only, never message bodies',
  'Requests go out from your own mailbox',
  'No ads, no trackers, nothing sold',
];

/** The opening block: the page's one h1, the sign-up and login entries and an illustration. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="overflow-hidden bg-linear-to-b from-brand-50 via-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:grid-cols-2 md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Free for private individuals
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            Take Control of Your Privacy
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
            Reclaim looks at who has been e-mailing you to find the companies that hold your
            personal data, then helps you ask them to delete it, straight from your own mailbox.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/createAccount" size="lg">
              Get Started FREE
            </ButtonLink>
            <ButtonLink to="/login" variant="secondary" size="lg">
              Login
            </ButtonLink>
          </div>
          <ul className="mt-8 space-y-2 text-sm text-slate-700">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CheckIcon className="h-5 w-5 shrink-0 text-brand-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/landing/hero.svg"
          alt=""
          width={560}
          height={440}
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}
