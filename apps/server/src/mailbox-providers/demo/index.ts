import { POPULAR_SITES } from '../../modules/directory/popular-sites';
import type { MailboxProviderModule } from '../provider';
import { createDemoProvider } from './demo.provider';

/** The demo mailbox's address; the reserved `.example` domain can never be a real mailbox. */
export const DEMO_MAILBOX_ADDRESS = 'demo@reclaim.example';

/** A sample mailbox of the popular sites, for trying Reclaim offline (decision 12). */
export const demoModule: MailboxProviderModule = {
  descriptor: {
    id: 'demo',
    name: 'Demo',
    description: 'A sample mailbox for trying Reclaim without your own mail',
    connect: { style: 'instant' },
    capabilities: { send: true, syncReplies: false },
    credentialKind: 'none',
    emailTypeOf: () => 'Demo',
  },
  create({ config, mailer }) {
    if (!config.isDemoMailboxEnabled) return null;
    const provider = createDemoProvider({
      sites: POPULAR_SITES,
      // The demo mailbox is not a real one: what it "sends" lands in the local outbox.
      deliver: (from, message) =>
        mailer.send({
          recipient: message.to,
          subject: message.subject,
          text: `From the demo mailbox ${from}\n\n${message.html.replace(/<[^>]+>/g, '')}`,
        }),
    });
    return {
      ...provider,
      connector: {
        style: 'instant',
        grant: () => ({
          address: DEMO_MAILBOX_ADDRESS,
          credentials: { kind: 'none' },
          settings: {},
          canSend: true,
        }),
      },
    };
  },
};
