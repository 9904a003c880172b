import { CheckIcon } from './landing-icons';

const PROMISES = [
  'Only message metadata is read: sender, subject, snippet and date. Never the message body.',
  'Only per-company totals and at most 10 sample e-mails (subject, sender, date) are stored.',
  'Disconnecting a mailbox removes everything that was found in it.',
  'Deleting your account removes all your data and revokes access to your mailboxes.',
  'No data is sold or shared. No ads. No third-party trackers.',
];

/** The principle block: what Reclaim keeps, and what it refuses to. */
export function PrincipleSection() {
  return (
    <section aria-labelledby="principle-heading" className="bg-brand-900 py-20 text-white md:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
            Our principle
          </p>
          <h2
            id="principle-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            Know as little about you as possible
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-brand-100">
            A privacy tool should not become one more company that holds your data. So Reclaim is
            built to collect the least it needs, and to forget it the moment you ask.
          </p>
        </div>
        <ul className="space-y-4 md:col-span-3">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-start gap-3 rounded-xl bg-white/10 p-4">
              <CheckIcon className="mt-0.5 h-6 w-6 shrink-0 text-brand-200" />
              <span className="leading-relaxed">{promise}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
