import { GET_DOMAINS_PATH, SEND_DSR_PATH } from '@reclaim/contract';
import { deletionRequests } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestSend } from '../../jobs/deletion-request-send.handler';
import { markRequestBounced } from './deletion-requests.repository';
import { undeliveredReason } from './undelivered';
import { DEMO, useRequestsTestApp } from '#testing/requests-test-app';

const TO_NETFLIX = { emailId: DEMO, template: 'gdpr', domainName: 'netflix.com' };

describe.each(testDatabases())('where a request goes on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  const { jobs, delivered, call, personWithDemoMailbox } = app;
  const requestsOf = (connectionId: string) =>
    app.t.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.connectionId, connectionId));

  it('goes to an address the person typed at the company’s domain, unverified', async () => {
    const person = await personWithDemoMailbox();
    const answer = await call(SEND_DSR_PATH, person, {
      ...TO_NETFLIX,
      contactEmailId: ' Legal@Netflix.com ',
    });
    expect(answer.statusCode).toBe(200);
    const [request] = await requestsOf(person.connectionId);
    expect(request).toMatchObject({ recipient: 'legal@netflix.com', isRecipientVerified: false });
    await handleDeletionRequestSend(
      app.jobDeps(),
      { requestId: request!.id },
      { isLastAttempt: false },
    );
    expect(delivered.map((mail) => mail.recipient)).toEqual(['legal@netflix.com']);
  });

  it('goes to another domain only once the person confirmed it', async () => {
    const person = await personWithDemoMailbox();
    const typo = { ...TO_NETFLIX, contactEmailId: 'privacy@netflx.com' };

    const refused = await call(SEND_DSR_PATH, person, typo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'RecipientOnOtherDomain' });
    expect(JSON.stringify(refused.json())).toContain('contactEmailId');
    expect(await requestsOf(person.connectionId)).toEqual([]);
    expect(jobs).toEqual([]);

    const confirmed = await call(SEND_DSR_PATH, person, { ...typo, confirmOtherDomain: true });
    expect(confirmed.statusCode).toBe(200);
    expect((await requestsOf(person.connectionId))[0]?.recipient).toBe('privacy@netflx.com');
  });

  it('after a bounce, shows the address that came back, and never sends there again', async () => {
    const person = await personWithDemoMailbox();
    await call(SEND_DSR_PATH, person, { ...TO_NETFLIX, contactEmailId: 'privacy@netflix.com' });
    const [request] = await requestsOf(person.connectionId);
    await handleDeletionRequestSend(
      app.jobDeps(),
      { requestId: request!.id },
      { isLastAttempt: false },
    );
    const reason = undeliveredReason('privacy@netflix.com', '5.1.1 User unknown');
    await markRequestBounced(app.t.database.db, request!.id, {
      recipient: 'privacy@netflix.com',
      reason,
      now: new Date('2026-11-28T10:00:00Z'),
      from: 'initiated',
    });

    const failed = (
      await call(GET_DOMAINS_PATH, person, { emailId: DEMO, status: 'failed' })
    ).json().data.responseListObject;
    expect(failed).toEqual([
      expect.objectContaining({
        domainName: 'netflix.com',
        failureReason: reason,
        bouncedContact: 'privacy@netflix.com',
      }),
    ]);

    const same = await call(SEND_DSR_PATH, person, {
      ...TO_NETFLIX,
      contactEmailId: 'privacy@netflix.com',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'RecipientBounced' });

    const other = await call(SEND_DSR_PATH, person, {
      ...TO_NETFLIX,
      contactEmailId: 'dpo@netflix.com',
    });
    expect(other.statusCode).toBe(200);
    const retried = (
      await call(GET_DOMAINS_PATH, person, { emailId: DEMO, status: 'processing' })
    ).json().data.responseListObject;
    expect(retried).toEqual([
      expect.objectContaining({ domainName: 'netflix.com', bouncedContact: null }),
    ]);
  });
});
