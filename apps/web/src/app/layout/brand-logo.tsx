import { Link } from 'react-router';

/** The brand mark; goes to /dashboard when signed in, otherwise / (spec §2). */
export function BrandLogo({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <Link
      to={isSignedIn ? '/dashboard' : '/'}
      className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-brand-800 sm:text-xl"
      aria-label={isSignedIn ? 'Reclaim, go to dashboard' : 'Reclaim, go to home page'}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 6l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V9z" fill="#fff" />
        <path
          d="M12.5 16.2l2.5 2.5 4.8-5"
          stroke="currentColor"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Reclaim</span>
    </Link>
  );
}
