/** One question of the landing page's FAQ. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ: FaqItem[] = [
  {
    id: 'sharing',
    question: 'Do you share or sell my data?',
    answer:
      'No. Reclaim does not sell, rent or share your data with anyone, shows no ads and has no third-party trackers. A deletion request goes only to the company you choose, sent from your own mailbox.',
  },
  {
    id: 'collected',
    question: 'What data does Reclaim collect?',
    answer:
      'Your name, your e-mail address and the mailboxes you connect. In those mailboxes Reclaim reads only the metadata of transactional and commercial mail (sender, subject, snippet and date) and never the message body. It keeps per-company totals, such as the first and last e-mail date and the number of e-mails, plus at most 10 sample e-mails (subject, sender, date) per company.',
  },
  {
    id: 'inbox',
    question: 'Is my inbox secure?',
    answer:
      'Gmail and Outlook are connected through Google’s and Microsoft’s own sign-in, so Reclaim never sees those passwords; Yahoo and other mailboxes use an app password that you can revoke at any time. Access tokens are encrypted at rest with AES-256-GCM, and Reclaim sends mail only when you submit a deletion request.',
  },
  {
    id: 'safety',
    question: 'Is my data safe?',
    answer:
      'Reclaim stores as little as it can: no message bodies, only per-company totals and a few sample e-mails. Disconnecting a mailbox removes everything found in it, and deleting your account removes all your data and revokes Reclaim’s access to your mailboxes.',
  },
  {
    id: 'free',
    question: 'Is Reclaim free?',
    answer:
      'Yes. Reclaim is free for private individuals, and it is not paid for with your data: nothing is sold, and there are no ads.',
  },
];
