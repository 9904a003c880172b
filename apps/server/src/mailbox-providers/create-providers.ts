import { POPULAR_SITES } from '../modules/directory/popular-sites';
import type { AppMailer } from '../modules/mail/app-mail.service';
import { createDemoProvider } from './demo/demo.provider';
import type { MailboxProvider } from './provider';
import { createProviderRegistry } from './registry';

/** The mailbox providers this server offers, from its configuration. */
export function createProviders(options: { isDemoEnabled: boolean; mailer: AppMailer }) {
  const providers: MailboxProvider[] = [];
  if (options.isDemoEnabled) {
    providers.push(
      createDemoProvider({
        sites: POPULAR_SITES,
        // The demo mailbox is not a real one: what it "sends" lands in the local outbox.
        deliver: (from, message) =>
          options.mailer.send({
            recipient: message.to,
            subject: message.subject,
            text: `From the demo mailbox ${from}\n\n${message.html.replace(/<[^>]+>/g, '')}`,
          }),
      }),
    );
  }
  return createProviderRegistry(providers);
}
