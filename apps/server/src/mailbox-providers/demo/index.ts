import { z } from 'zod';
import { POPULAR_SITES } from '../../modules/directory/popular-sites';
import type { MailboxProviderModule } from '../provider';
import { createDemoProvider, outboxMessageIdLine } from './demo.provider';
import { demoSettings, type DemoSettings } from './settings';

/** The demo mailbox keeps no login. */
const NO_CREDENTIALS = z.object({ kind: z.literal('none') });

export { DEMO_MAILBOX_ADDRESS } from './demo.provider';

/** A sample mailbox of the popular sites, for trying Reclaim offline (decision 12). */
export const demoModule: MailboxProviderModule<DemoSettings> = {
  descriptor: {
    id: 'demo',
    name: 'Demo',
    description: 'A sample mailbox for trying Reclaim without your own mail',
    connect: { style: 'instant' },
    capabilities: {
      send: true,
      sendFilesCopyInSent: true,
      sendLimits: [],
      // The demo companies answer through the local outbox (`POST /dev/outbox/answer`).
      syncReplies: true,
      entersAliasesByHand: false,
    },
    credentials: NO_CREDENTIALS,
    emailTypeOf: () => 'Demo',
  },
  settings: demoSettings,
  create({ config, mailer, outbox }, { isAsked, unsubscribeUrl }) {
    // In production app mail goes out by SMTP, so the requests a demo mailbox "sends" would reach
    // real companies' privacy addresses: offer it there only when asked for. Elsewhere it is on
    // while neither Google nor Microsoft is configured.
    if (!(isAsked ?? (!config.isProduction && !(config.google || config.microsoft)))) return null;
    // The demo mailbox is not a real one: what it "sends" lands in the local outbox, never in
    // SMTP, even where app mail goes out by SMTP, so no company gets a request from it.
    return createDemoProvider({
      sites: POPULAR_SITES,
      ...(unsubscribeUrl && { unsubscribeUrl }),
      deliver: outbox ? (mail) => outbox.deliver(mail) : (mail) => mailer.send(mail),
      ...(outbox && {
        findDelivered: (messageId: string) => outbox.hasDelivered(outboxMessageIdLine(messageId)),
        receivedBy: (recipient: string, now: Date) => outbox.receivedBy(recipient, now),
      }),
    });
  },
};
