import { Page } from '../../components/ui/page';
import { FeedbackInvite } from './feedback-invite';
import { ShareOptions } from './share-options';

/** Public page for sharing Reclaim (spec §2, /referAFriend); also linked from the user menu. */
export function ReferAFriendPage() {
  return (
    <Page title="Refer A Friend">
      <p className="max-w-2xl text-lg leading-relaxed text-slate-700">
        Most people have no idea how many companies hold their personal data. Sharing Reclaim helps
        a friend find out, and ask those companies to delete it, for free.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-2 lg:items-start">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <ShareOptions />
          <p className="mt-8 border-t border-slate-200 pt-6 text-sm leading-relaxed text-slate-600">
            The link you share leads to our home page and carries no personal details: not your
            name, not your e-mail address. It only names the channel it was shared on.
          </p>
        </div>
        <FeedbackInvite />
      </div>
    </Page>
  );
}
