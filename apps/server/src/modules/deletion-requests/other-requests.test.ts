import { GET_REQUESTS_PATH, SEND_DSR_PATH, UPDATE_REQUEST_STATUS_PATH } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestSend } from '../../jobs/deletion-request-send.handler';
import { DEMO, useRequestsTestApp, type TestUser } from '#testing/requests-test-app';

describe.each(testDatabases())('access, objection and correction requests on $name', (database) => {
  const app = useRequestsTestApp(database);
  const { jobs, call, listedCompanies, personWithDemoMailbox } = app;

  const sendAll = async () => {
    for (const job of jobs.splice(0)) {
      await handleDeletionRequestSend(
        app.jobDeps(),
        { requestId: job.payload.requestId! },
        { isLastAttempt: false },
      );
    }
  };
  const ask = (person: TestUser, domainName: string, extra: Record<string, unknown>) =>
    call(SEND_DSR_PATH, person, {
      emailId: DEMO,
      contactEmailId: `privacy@${domainName}`,
      template: 'gdpr',
      domainName,
      ...extra,
    });
  const listOf = async (person: TestUser) =>
    (await call(GET_REQUESTS_PATH, person, { emailId: DEMO })).json().data.responseListObject as {
      domainName: string;
      requestType: string;
      jurisdiction: string;
      status: string;
      dueDate: string | null;
      statusDate: string | null;
    }[];

  it('lists the newest request of each type but erasure to each company, as a card reads', async () => {
    const person = await personWithDemoMailbox();
    await ask(person, 'spotify.com', { requestType: 'access', language: 'sv' });
    await ask(person, 'spotify.com', {
      requestType: 'correction',
      correction: { wrong: 'Old Street 1', right: 'New Street 2' },
    });
    await ask(person, 'netflix.com', {}); // erasure: the company's own status shows it
    await sendAll();

    const list = await listOf(person);
    expect(list.map((item) => `${item.domainName} ${item.requestType}`).sort()).toEqual([
      'spotify.com access',
      'spotify.com correction',
    ]);
    const access = list.find((item) => item.requestType === 'access')!;
    expect(access).toMatchObject({ status: 'initiated', jurisdiction: 'gdpr' });
    expect(access.dueDate).not.toBeNull();
    expect(access.statusDate).not.toBeNull();

    // The company's own record still waits for an erasure request.
    const pending = await listedCompanies(person, 'initiated');
    expect(pending.map((r) => r.domainName)).toEqual(['netflix.com']);
  });

  it('marks a submitted request complete and takes the mark back, nothing else', async () => {
    const person = await personWithDemoMailbox();
    await ask(person, 'spotify.com', { requestType: 'objection' });
    const change = (status: string) =>
      call(UPDATE_REQUEST_STATUS_PATH, person, {
        emailId: DEMO,
        domainName: 'spotify.com',
        requestType: 'objection',
        status,
      });
    // Still Processing: not yet sent, so not complete.
    expect((await change('reclaimed')).statusCode).toBe(409);
    await sendAll();

    expect((await change('reclaimed')).statusCode).toBe(200);
    expect((await listOf(person))[0]).toMatchObject({ status: 'reclaimed' });
    expect((await change('reclaimed')).statusCode).toBe(409);
    expect((await change('initiated')).statusCode).toBe(200);
    expect((await listOf(person))[0]).toMatchObject({ status: 'initiated' });

    const erasure = await call(UPDATE_REQUEST_STATUS_PATH, person, {
      emailId: DEMO,
      domainName: 'spotify.com',
      requestType: 'erasure',
      status: 'reclaimed',
    });
    expect(erasure.statusCode).toBe(400);
    const none = await call(UPDATE_REQUEST_STATUS_PATH, person, {
      emailId: DEMO,
      domainName: 'spotify.com',
      requestType: 'access',
      status: 'reclaimed',
    });
    expect(none.statusCode).toBe(404);
  });

  it('shows nothing of a mailbox that is not the caller’s', async () => {
    const owner = await personWithDemoMailbox();
    await ask(owner, 'spotify.com', { requestType: 'access' });
    const stranger = await personWithDemoMailbox();
    expect(await listOf(stranger)).toEqual([]);
    const foreign = await call(GET_REQUESTS_PATH, stranger, { emailId: 'nobody@example.org' });
    expect(foreign.statusCode).toBe(404);
  });
});
