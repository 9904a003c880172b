import { buttonClassName } from '../../components/ui/button';
import { CopyLinkButton } from './copy-link-button';
import { ExternalIcon } from './referral-icons';
import { buildFacebookShareUrl, buildReferralLink, buildTwitterShareUrl } from './referral-links';

const OPTION_CLASS = 'w-full';

/** Spec §2 'Share On Social Media': Facebook, Twitter and 'Copy Url'. */
export function ShareOptions() {
  // Outbound links only: nothing from Facebook or Twitter loads until the visitor follows one.
  const origin = window.location.origin;
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="text-xl font-bold text-ink sm:text-2xl">
        Share On Social Media
      </h2>
      <p className="mt-2 text-slate-700">
        Post a ready-made message, or copy the link and send it however you like.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <ShareLink href={buildFacebookShareUrl(origin)} label="Share on Facebook" />
        <ShareLink href={buildTwitterShareUrl(origin)} label="Share on Twitter" />
        <CopyLinkButton link={buildReferralLink(origin, 'website')} className={OPTION_CLASS} />
      </div>
    </section>
  );
}

function ShareLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName('primary', 'lg', OPTION_CLASS)}
    >
      <ExternalIcon />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
