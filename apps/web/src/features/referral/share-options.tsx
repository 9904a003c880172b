import { buttonClassName } from '../../components/ui/button';
import { CopyLinkButton } from './copy-link-button';
import { ExternalIcon } from './referral-icons';
import { buildFacebookShareUrl, buildReferralLink, buildTwitterShareUrl } from './referral-links';

const OPTION_CLASS = 'w-full';

/**
 * Spec §2 'Share On Social Media': Facebook, Twitter and 'Copy Url'. `token` is the signed-in
 * person's referral token (null when signed out); while it loads the options wait, so no link
 * without it is shared by a quick click.
 */
export function ShareOptions({ token, isLoading }: { token: string | null; isLoading: boolean }) {
  // Outbound links only: nothing from Facebook or Twitter loads until the visitor follows one.
  const origin = window.location.origin;
  return (
    <section aria-labelledby="share-heading" aria-busy={isLoading}>
      <h2 id="share-heading" className="text-xl font-bold text-ink sm:text-2xl">
        Share On Social Media
      </h2>
      <p className="mt-2 text-slate-700">
        Post a ready-made message, or copy the link and send it however you like.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <ShareLink
          href={buildFacebookShareUrl(origin, token)}
          label="Share on Facebook"
          isDisabled={isLoading}
        />
        <ShareLink
          href={buildTwitterShareUrl(origin, token)}
          label="Share on Twitter"
          isDisabled={isLoading}
        />
        <CopyLinkButton
          link={buildReferralLink(origin, 'website', token)}
          className={OPTION_CLASS}
          isDisabled={isLoading}
        />
      </div>
    </section>
  );
}

function ShareLink({
  href,
  label,
  isDisabled,
}: {
  href: string;
  label: string;
  isDisabled: boolean;
}) {
  return (
    <a
      href={isDisabled ? undefined : href}
      aria-disabled={isDisabled || undefined}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName('primary', 'lg', `${OPTION_CLASS} aria-disabled:opacity-60`)}
    >
      <ExternalIcon />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
