import type { ComponentType } from 'react';
import { MAX_DELETION_REQUESTS_PER_BATCH } from '@reclaim/contract';
import {
  DiscoverIcon,
  InformedIcon,
  LockIcon,
  MonitorIcon,
  ProtectedIcon,
  RightsIcon,
} from './landing-icons';
import { SectionHeading } from './section-heading';

interface Feature {
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
}

const FEATURES: Feature[] = [
  {
    title: 'Secure',
    description:
      'Reclaim reads only the sender, subject, snippet and date of your mail, never the message itself. Mailbox access tokens are encrypted at rest with AES-256-GCM.',
    Icon: LockIcon,
  },
  {
    title: 'Monitor',
    description:
      'Follow every deletion request from submitted to completed. Replies and bounces are picked up, and each request shows the date the company must answer by.',
    Icon: MonitorIcon,
  },
  {
    title: 'Discover',
    description:
      'Connect Gmail, Outlook or Yahoo and see the companies that hold your data, found from the senders of your transactional and commercial mail.',
    Icon: DiscoverIcon,
  },
  {
    title: 'Be Informed',
    description:
      'For each company see when it first and last wrote to you, how many e-mails it sent and a few sample subjects, so you know what you signed up for.',
    Icon: InformedIcon,
  },
  {
    title: 'Exercise your Data Rights',
    description: `Send GDPR or CCPA deletion requests from your own mailbox, one company at a time or up to ${MAX_DELETION_REQUESTS_PER_BATCH} at once. Answers come straight back to you.`,
    Icon: RightsIcon,
  },
  {
    title: 'Be Protected',
    description:
      'Every forgotten account is one more place your data can leak from. Mark the companies you still need and ask the rest to forget you.',
    Icon: ProtectedIcon,
  },
];

/** The six feature cards of spec §1. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="bg-white py-20 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Why Reclaim"
          title="Find out who has your data, then take it back"
          intro="One place to see which companies know about you and to exercise your right to be forgotten."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, Icon }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
