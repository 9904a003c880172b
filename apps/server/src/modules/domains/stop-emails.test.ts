import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GET_DOMAINS_PATH, STOP_EMAILS_PATH, type DomainRecord } from '@reclaim/contract';
import { domainRecords, mailboxConnections, type SampleEmail } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import {
  startOneClickStandIn,
  type OneClickStandIn,
} from '@reclaim/stand-ins/unsubscribe/one-click-stand-in';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useRequestsTestApp, type TestUser } from '#testing/requests-test-app';
import { stopEmails } from './stop-emails';

describe.each(testDatabases())('stopping a company’s e-mails on $name', (database) => {
  const app = useRequestsTestApp(database);
  const { call, delivered, personWithDemoMailbox } = app;
  let standIn: OneClickStandIn;
  beforeAll(async () => {
    standIn = await startOneClickStandIn({
      certDirectory: await mkdtemp(join(tmpdir(), 'one-click-')),
    });
  });
  afterAll(() => standIn.close());

  const db = () => app.t.database.db;
  const standInDeps = () => ({
    ...app.jobDeps(),
    unsubscribePolicy: { allowPrivateHosts: true, trustedCertificates: standIn.cert },
    now: () => new Date('2026-11-27T10:00:00Z'),
  });
  const sample = (date: string, unsubscribe?: SampleEmail['unsubscribe']): SampleEmail => ({
    from: 'news@spotify.com',
    subject: 'What is new',
    date,
    ...(unsubscribe && { unsubscribe }),
  });
  const setSamples = (person: { connectionId: string }, samples: SampleEmail[]) =>
    db()
      .update(domainRecords)
      .set({ samples })
      .where(
        and(
          eq(domainRecords.connectionId, person.connectionId),
          eq(domainRecords.domain, 'spotify.com'),
        ),
      );
  const spotifyOf = async (person: TestUser) => {
    const list = await call(GET_DOMAINS_PATH, person, {
      status: 'pending',
      emailId: DEMO,
      parsedEmailDataId: null,
    });
    return (list.json().data.responseListObject as DomainRecord[]).find(
      (record) => record.domainName === 'spotify.com',
    )!;
  };

  it('posts the newest mail’s one-click unsubscribe, records it, and never shows the address', async () => {
    const person = await personWithDemoMailbox();
    await setSamples(person, [
      sample('2026-11-01T00:00:00.000Z'),
      sample('2026-10-01T00:00:00.000Z', { oneClick: `${standIn.url}/u/newest?t=1` }),
      sample('2026-09-01T00:00:00.000Z', { oneClick: `${standIn.url}/u/older` }),
    ]);
    const before = await spotifyOf(person);
    expect(before).toMatchObject({ stopEmailsBy: 'one-click', emailsStoppedAt: null });
    expect(JSON.stringify(before)).not.toContain(standIn.url);

    const { stoppedAt, method } = await stopEmails(standInDeps(), person.userId, {
      emailId: DEMO,
      domain: 'spotify.com',
    });

    expect(stoppedAt.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(method).toBe('one-click');
    expect(delivered).toEqual([]);
    expect(standIn.received.at(-1)).toEqual({
      method: 'POST',
      path: '/u/newest?t=1',
      contentType: 'application/x-www-form-urlencoded',
      body: 'List-Unsubscribe=One-Click',
      hadCredentials: false,
    });
    // Stopped outside the app's calls, as another process would: the list cached by the first
    // read is dropped when the database's change notification arrives, a moment after commit.
    await expect
      .poll(() => spotifyOf(person))
      .toMatchObject({ stopEmailsBy: 'one-click', emailsStoppedAt: '2026-11-27T10:00:00.000Z' });
  });

  it('sends the mailto the company names from the person’s mailbox, also when its one-click is refused', async () => {
    const person = await personWithDemoMailbox();
    const mailto = { to: 'leave@news.spotify.com', subject: 'stop 42', body: 'Please stop.' };
    await setSamples(person, [
      sample('2026-10-01T00:00:00.000Z', { oneClick: `${standIn.url}/status/404/u`, mailto }),
    ]);
    const refusedFirst = await stopEmails(standInDeps(), person.userId, {
      emailId: DEMO,
      domain: 'spotify.com',
    });
    expect(refusedFirst.method).toBe('email');
    expect(standIn.received.at(-1)?.path).toBe('/status/404/u');
    expect(delivered).toEqual([
      expect.objectContaining({ recipient: 'leave@news.spotify.com', subject: 'stop 42' }),
    ]);
    expect(delivered[0]!.text).toContain('Please stop.');

    // A mailto alone is used as it is; without subject or body the e-mail says "unsubscribe".
    delivered.length = 0;
    await setSamples(person, [
      sample('2026-10-01T00:00:00.000Z', {
        mailto: { to: 'leave@spotify.com', subject: '', body: '' },
      }),
    ]);
    expect((await spotifyOf(person)).stopEmailsBy).toBe('email');
    const answer = await call(STOP_EMAILS_PATH, person, {
      emailId: DEMO,
      domainName: 'spotify.com',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.method).toBe('email');
    expect(delivered).toEqual([
      expect.objectContaining({ recipient: 'leave@spotify.com', subject: 'unsubscribe' }),
    ]);
    expect((await spotifyOf(person)).emailsStoppedAt).not.toBeNull();
  });

  it('records nothing when the sender refuses or cannot be reached', async () => {
    const person = await personWithDemoMailbox();
    await setSamples(person, [
      sample('2026-10-01T00:00:00.000Z', { oneClick: `${standIn.url}/status/500/u` }),
    ]);
    await expect(
      stopEmails(standInDeps(), person.userId, { emailId: DEMO, domain: 'spotify.com' }),
    ).rejects.toMatchObject({ code: 'bad_gateway', message: /answered 500/ });

    await setSamples(person, [
      sample('2026-10-01T00:00:00.000Z', { oneClick: 'https://127.0.0.1:1/u' }),
    ]);
    await expect(
      stopEmails(standInDeps(), person.userId, { emailId: DEMO, domain: 'spotify.com' }),
    ).rejects.toMatchObject({ code: 'bad_gateway', message: /could not be reached/ });
    expect((await spotifyOf(person)).emailsStoppedAt).toBeNull();
  });

  it('refuses over the API a private address, mail that names no way out, a mailbox that may not send, and others’ mailboxes', async () => {
    const person = await personWithDemoMailbox();
    const stop = (who: TestUser, domainName: string) =>
      call(STOP_EMAILS_PATH, who, { emailId: DEMO, domainName });

    // The app dials public addresses only: a company's mail chose this one.
    await setSamples(person, [
      sample('2026-10-01T00:00:00.000Z', { oneClick: `${standIn.url}/u/private` }),
    ]);
    const received = standIn.received.length;
    const privateHost = await stop(person, 'spotify.com');
    expect(privateHost.statusCode).toBe(502);
    expect(privateHost.json().message).toMatch(/not on the internet/);
    expect(standIn.received).toHaveLength(received);

    // Mail that says nothing of how to unsubscribe offers no way.
    await setSamples(person, [sample('2026-10-01T00:00:00.000Z')]);
    expect((await spotifyOf(person)).stopEmailsBy).toBeNull();
    const none = await stop(person, 'spotify.com');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NoUnsubscribe');

    // An e-mail goes only from a mailbox the person allowed to send.
    await setSamples(person, [
      sample('2026-10-01T00:00:00.000Z', {
        mailto: { to: 'u@spotify.com', subject: '', body: '' },
      }),
    ]);
    await db()
      .update(mailboxConnections)
      .set({ writePermission: 0 })
      .where(eq(mailboxConnections.id, person.connectionId));
    const notAllowed = await stop(person, 'spotify.com');
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().code).toBe('WritePermissionRequired');
    expect(delivered).toEqual([]);
    expect((await spotifyOf(person)).emailsStoppedAt).toBeNull();

    expect((await stop(person, 'no-such-company.example')).statusCode).toBe(404);
    // Someone else naming this person's mailbox finds nothing.
    const other = await personWithDemoMailbox('Grace Hopper');
    await setSamples(other, []);
    const stranger = await call(STOP_EMAILS_PATH, other, {
      emailId: 'someone.else@example.com',
      domainName: 'spotify.com',
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call(STOP_EMAILS_PATH, person, { emailId: DEMO })).statusCode).toBe(400);
  });
});
