import { NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useSession } from '../../lib/auth-client';
import { BrandLogo } from './brand-logo';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-700 hover:text-brand-800'}`;

/**
 * Spec §2 header: signed in, links and the user menu; signed out, Login and 'Get Started FREE'.
 * On a 390 px phone the signed-out row only just fits inside the side padding: the brand and Login
 * are tighter there, so nothing pushes 'Get Started FREE' into the right margin.
 */
export function Header() {
  const { data: session, isPending } = useSession();
  const user = session?.user;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        {user && <SideMenu />}
        <BrandLogo isSignedIn={Boolean(user)} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <>
              <nav aria-label="Main" className="hidden items-center md:flex">
                <NavLink to="/userFeedback" className={navLinkClass}>
                  Feedback
                </NavLink>
                <NavLink to="/referAFriend" className={navLinkClass}>
                  Refer A Friend
                </NavLink>
              </nav>
              <UserMenu name={user.name} email={user.email} />
            </>
          ) : (
            !isPending && (
              <>
                <ButtonLink
                  to="/login"
                  variant="ghost"
                  size="sm"
                  className="whitespace-nowrap max-sm:px-2"
                >
                  Login
                </ButtonLink>
                <ButtonLink to="/createAccount" size="sm" className="whitespace-nowrap">
                  Get Started FREE
                </ButtonLink>
              </>
            )
          )}
        </div>
      </div>
    </header>
  );
}
