import type { ReactNode } from 'react';
import { Page } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';
import { EmbeddedFeedback } from './embedded-feedback';
import { ReferralCount } from './referral-count';
import { ShareOptions } from './share-options';
import { useReferral } from './use-referral';

/**
 * Public page for sharing Reclaim (spec §2, /referAFriend); also linked from the user menu. A
 * signed-in person's links carry their sealed referral token, and they see how many came through.
 * `feedbackForm` is the feedback form, composed in by the app (features do not import each other).
 */
export function ReferAFriendPage({ feedbackForm }: { feedbackForm: ReactNode }) {
  const { data: session, isPending: isSessionPending } = useSession();
  const referral = useReferral(Boolean(session));
  const isLoading = isSessionPending || (Boolean(session) && referral.isPending);
  return (
    <Page title="Refer A Friend">
      <p className="max-w-2xl text-lg leading-relaxed text-slate-700">
        Most people have no idea how many companies hold their personal data. Sharing Reclaim helps
        a friend find out, and ask those companies to delete it, for free.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-2 lg:items-start">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <ShareOptions token={referral.data?.token ?? null} isLoading={isLoading} />
          {referral.data && <ReferralCount count={referral.data.visitCount} />}
          <p className="mt-8 border-t border-slate-200 pt-6 text-sm leading-relaxed text-slate-600">
            {session
              ? 'Your link carries a code that only Reclaim can read, so we can count who came ' +
                'through it. It does not show your name or e-mail address to anyone who sees it.'
              : 'The link you share leads to our home page and carries no personal details. Sign ' +
                'in first to see how many people came through your link.'}
          </p>
        </div>
        <EmbeddedFeedback>{feedbackForm}</EmbeddedFeedback>
      </div>
    </Page>
  );
}
