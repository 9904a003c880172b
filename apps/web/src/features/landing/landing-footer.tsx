import { Link } from 'react-router';

const LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/bugbounty', label: 'Vulnerability Disclosure Policy' },
  { to: '/feedback', label: 'Feedback' },
];

/** The landing page's closing block: legal links and the copyright line. */
export function LandingFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="text-xl font-bold text-white">Reclaim</p>
          <p className="mt-2 text-sm leading-relaxed">
            Find the companies that hold your data and ask them to delete it. Free for private
            individuals.
          </p>
        </div>
        <nav aria-label="Legal and feedback">
          <ul className="flex flex-col gap-3 text-sm md:flex-row md:gap-6">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6">© 2022 Reclaim</p>
      </div>
    </footer>
  );
}
