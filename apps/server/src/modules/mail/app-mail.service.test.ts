import { Writable } from 'node:stream';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createAppMailer } from './app-mail.service';
import { listOutboxMessages } from './outbox.repository';

describe.each(testDatabases())('app mail without SMTP, on $name', (testDatabase) => {
  let handle: Awaited<ReturnType<typeof testDatabase.open>>;
  beforeAll(async () => {
    handle = await testDatabase.open();
  });
  afterAll(() => handle.close());

  it("logs that a mail is in the outbox by the outbox entry's id, never naming the recipient", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const mailer = createAppMailer({
      db: handle.db,
      logger: createLogger('info', sink),
      smtpUrl: undefined,
      from: 'Reclaim <no-reply@reclaim.example>',
    });

    await mailer.send({
      recipient: 'ada.lovelace@example.org',
      subject: 'Your Reclaim code',
      text: 'Your code is 123456',
    });

    const [stored] = await listOutboxMessages(handle.db, 1);
    const log = lines.join('');
    expect(log).not.toContain('ada.lovelace');
    expect(log).not.toContain('example.org');
    expect(log).toContain(stored!.id);
  });
});
