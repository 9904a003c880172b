import {
  DSR_DETAILS_PATH,
  DSR_TEMPLATE_PATH,
  GET_DOMAINS_PATH,
  SEND_DSR_BULK_PATH,
  SEND_DSR_PATH,
  TOO_MANY_REQUESTS_MESSAGE,
  UPDATE_DOMAIN_STATUS_PATH,
  REGIMES,
  letterTemplate,
  regimeById,
  renderLetter,
} from '@reclaim/contract';
import { companies, deletionRequests, domainRecords } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestSend } from '../../jobs/deletion-request-send.handler';
import type { ProviderRegistry } from '../../mailbox-providers/registry';
import { signedInUser } from '../../test/test-app';
import { markRequestReplied } from './deletion-requests.repository';
import { DEMO, useRequestsTestApp } from '#testing/requests-test-app';

describe.each(testDatabases())('deletion requests on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  const { jobs, delivered, providers, call, listedCompanies, personWithDemoMailbox } = app;
  const sendJob = (requestId: string, options: { registry?: ProviderRegistry } = {}) =>
    handleDeletionRequestSend(
      { ...app.jobDeps(), providers: options.registry ?? providers },
      { requestId },
      { isLastAttempt: false },
    );

  const recordOf = async (connectionId: string, domain: string) => {
    const [record] = await app.t.database.db
      .select()
      .from(domainRecords)
      .where(and(eq(domainRecords.connectionId, connectionId), eq(domainRecords.domain, domain)));
    return record!;
  };
  const requestsOf = (connectionId: string) =>
    app.t.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.connectionId, connectionId));

  it('hands out each law’s template with its placeholders', async () => {
    const user = await signedInUser(app.t);
    const answer = await call(DSR_TEMPLATE_PATH, user, { jurisdiction: 'ccpa' });
    expect(answer.statusCode).toBe(200);
    const { responseObject } = answer.json().data;
    expect(responseObject).toMatchObject({
      jurisdiction: 'ccpa',
      requestType: 'erasure',
      language: 'en',
      locale: 'en-GB',
    });
    expect(responseObject.value).toContain('{{domain}}');
    expect(responseObject.value).toContain('{{lastEmailDate}}');
    expect(responseObject.value).toContain('1798.105');
    expect(responseObject.jurisdictions.map((j: { id: string }) => j.id)).toEqual(
      REGIMES.map((regime) => regime.id),
    );
    expect(responseObject.requestTypes.map((t: { id: string }) => t.id)).toEqual([
      'access',
      'erasure',
      'objection',
      'correction',
    ]);
    expect(responseObject.languages).toContainEqual({ id: 'de', label: 'Deutsch' });
    expect((await call(DSR_TEMPLATE_PATH, user)).json().data.responseObject.jurisdiction).toBe(
      'gdpr',
    );
  });

  it('hands out the letter of a request type in a language, and only the rights a law grants', async () => {
    const user = await signedInUser(app.t);
    const german = (
      await call(DSR_TEMPLATE_PATH, user, {
        jurisdiction: 'gdpr',
        requestType: 'access',
        language: 'de',
      })
    ).json().data.responseObject;
    expect(german.value).toBe(letterTemplate('access', regimeById('gdpr'), 'de').html);
    expect(german.subject).toContain('Art. 15 DSGVO');
    expect(german.locale).toBe('de-DE');

    const pipeda = await call(DSR_TEMPLATE_PATH, user, { jurisdiction: 'ca-pipeda' });
    expect(pipeda.statusCode).toBe(400);
    expect(pipeda.json()).toMatchObject({ code: 'RightNotGranted' });
    expect(JSON.stringify(pipeda.json())).toContain('body.requestBody.requestType');
    const unknown = await call(DSR_TEMPLATE_PATH, user, { language: 'tlh' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('requestBody.language');
  });

  it('sends an access request in German beside an erasure request, one open per type', async () => {
    const person = await personWithDemoMailbox('Ada');
    const record = await recordOf(person.connectionId, 'netflix.com');
    const order = {
      emailId: DEMO,
      contactEmailId: 'privacy@netflix.com',
      template: 'gdpr',
      domainName: 'netflix.com',
    };
    const access = await call(SEND_DSR_PATH, person, {
      ...order,
      requestType: 'access',
      language: 'de',
    });
    expect(access.statusCode).toBe(200);
    // The company's status follows its erasure requests only.
    expect((await recordOf(person.connectionId, 'netflix.com')).status).toBe(record.status);
    const again = await call(SEND_DSR_PATH, person, { ...order, requestType: 'access' });
    expect(again.statusCode).toBe(409);

    expect((await call(SEND_DSR_PATH, person, order)).statusCode).toBe(200);
    expect((await recordOf(person.connectionId, 'netflix.com')).status).toBe('processing');

    const rows = await requestsOf(person.connectionId);
    const sentAccess = rows.find((row) => row.requestType === 'access')!;
    expect(sentAccess).toMatchObject({ language: 'de', jurisdiction: 'gdpr' });
    expect(sentAccess.html).toBe(
      renderLetter('access', regimeById('gdpr'), 'de', {
        domain: 'netflix.com',
        name: 'Ada',
        email: DEMO,
        lastEmailDate: record.lastEmailDate,
      }).html,
    );
    expect(rows.find((row) => row.requestType === 'erasure')).toMatchObject({ language: 'en' });
  });

  it('refuses a right the law does not grant, and a correction that says nothing', async () => {
    const person = await personWithDemoMailbox('Ada');
    const order = {
      emailId: DEMO,
      contactEmailId: 'privacy@netflix.com',
      domainName: 'netflix.com',
    };
    const notGranted = await call(SEND_DSR_PATH, person, { ...order, template: 'ca-pipeda' });
    expect(notGranted.json()).toMatchObject({ code: 'RightNotGranted' });
    const empty = await call(SEND_DSR_PATH, person, {
      ...order,
      template: 'gdpr',
      requestType: 'correction',
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('body.requestBody.correction');
    const blank = await call(SEND_DSR_PATH, person, {
      ...order,
      template: 'gdpr',
      requestType: 'correction',
      correction: { wrong: ' ', right: 'New Street 2' },
    });
    expect(JSON.stringify(blank.json())).toContain('correction.wrong');
    expect(await requestsOf(person.connectionId)).toEqual([]);

    const correction = await call(SEND_DSR_PATH, person, {
      ...order,
      template: 'gdpr',
      requestType: 'correction',
      correction: { wrong: 'Old Street 1', right: 'New Street 2' },
    });
    expect(correction.statusCode).toBe(200);
    const [row] = await requestsOf(person.connectionId);
    expect(row!.html).toContain('What is wrong: Old Street 1');
    expect(row!.html).toContain('What is right: New Street 2');
  });

  it('queues one request, rendered by the server with the person’s name escaped', async () => {
    const person = await personWithDemoMailbox('<script>alert(1)</script> Ada');
    const record = await recordOf(person.connectionId, 'netflix.com');

    const answer = await call(SEND_DSR_PATH, person, {
      emailId: DEMO,
      contactEmailId: 'privacy@netflix.com',
      template: 'gdpr',
      domainName: 'netflix.com',
    });

    expect(answer.statusCode).toBe(200);
    const [request] = await requestsOf(person.connectionId);
    // In the lane of the mailbox it goes from.
    expect(jobs).toEqual([
      {
        name: 'deletion-request.send',
        payload: { requestId: request!.id, connectionId: person.connectionId },
      },
    ]);
    expect(request).toMatchObject({ status: 'processing', recipient: 'privacy@netflix.com' });
    expect(request!.html).toBe(
      renderLetter('erasure', regimeById('gdpr'), 'en', {
        domain: 'netflix.com',
        name: '<script>alert(1)</script> Ada',
        email: DEMO,
        lastEmailDate: record.lastEmailDate,
      }).html,
    );
    expect(request!.html).toContain('&#60;script&#62;');
    expect(request!.html).not.toContain('<script>');
    expect((await recordOf(person.connectionId, 'netflix.com')).status).toBe('processing');
  });

  it('e-mails no company that takes requests only through its web form', async () => {
    const person = await personWithDemoMailbox();
    await app.t.database.db
      .insert(companies)
      .values({
        domain: 'spotify.com',
        name: 'Spotify',
        source: 'datenanfragen',
        dsrContactEmail: 'privacy@spotify.com',
        preferredChannel: 'webform',
        webFormUrl: 'https://www.spotify.com/privacy-form',
      })
      .onConflictDoUpdate({
        target: companies.domain,
        set: { preferredChannel: 'webform', webFormUrl: 'https://www.spotify.com/privacy-form' },
      });
    try {
      const answer = await call(SEND_DSR_PATH, person, {
        emailId: DEMO,
        contactEmailId: 'privacy@spotify.com',
        template: 'gdpr',
        domainName: 'spotify.com',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'FormOnly' });
      expect(answer.json().message).toContain('https://www.spotify.com/privacy-form');
      expect(await requestsOf(person.connectionId)).toEqual([]);
      expect(jobs).toEqual([]);
    } finally {
      await app.t.database.db
        .update(companies)
        .set({ preferredChannel: null, webFormUrl: null })
        .where(eq(companies.domain, 'spotify.com'));
    }
  });

  it('asks for the details a company needs to identify the person, and writes them into that letter only', async () => {
    const person = await personWithDemoMailbox();
    const requiredIdentity = [
      { type: 'name', desc: 'Name' },
      { type: 'input', desc: 'Kundennummer' },
      { type: 'birthdate', desc: 'Geburtsdatum' },
    ];
    await app.t.database.db
      .insert(companies)
      .values({
        domain: 'spotify.com',
        name: 'Spotify',
        source: 'datenanfragen',
        dsrContactEmail: 'privacy@spotify.com',
        requiredIdentity,
      })
      .onConflictDoUpdate({ target: companies.domain, set: { requiredIdentity } });
    const send = (identity?: { label: string; value: string }[]) =>
      call(SEND_DSR_PATH, person, {
        emailId: DEMO,
        contactEmailId: 'privacy@spotify.com',
        template: 'gdpr',
        domainName: 'spotify.com',
        language: 'de',
        ...(identity && { identity }),
      });
    try {
      // Name and address are in every letter; the rest is asked, all of it, and nothing else.
      const none = await send();
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'IdentityRequired' });
      expect(none.json().message).toContain('Kundennummer, Geburtsdatum');
      const partial = await send([{ label: 'Kundennummer', value: 'K-4711' }]);
      expect(partial.json()).toMatchObject({ code: 'IdentityRequired' });
      expect(partial.json().message).toContain('Geburtsdatum');
      const unasked = await send([
        { label: 'Kundennummer', value: 'K-4711' },
        { label: 'Geburtsdatum', value: '1990-12-10' },
        { label: 'Passport', value: 'X' },
      ]);
      expect(unasked.statusCode).toBe(400);
      expect(unasked.json().message).toContain('does not ask for Passport');
      expect(await requestsOf(person.connectionId)).toEqual([]);

      const sent = await send([
        { label: 'Geburtsdatum', value: ' 1990-12-10 ' },
        { label: 'Kundennummer', value: 'K-4711 <b>' },
      ]);
      expect(sent.statusCode).toBe(200);
      const [request] = await requestsOf(person.connectionId);
      // In the company's order, after the sentence that leads them, escaped like every value.
      expect(request!.html).toContain(
        'hier sind sie:<br>Kundennummer: K-4711 &#60;b&#62;<br>Geburtsdatum: 1990-12-10</p>',
      );
    } finally {
      await app.t.database.db
        .update(companies)
        .set({ requiredIdentity: [] })
        .where(eq(companies.domain, 'spotify.com'));
    }
  });

  it('sends an access request and follows it on its own, the company left as it was', async () => {
    const person = await personWithDemoMailbox();
    const before = await recordOf(person.connectionId, 'spotify.com');
    await call(SEND_DSR_PATH, person, {
      emailId: DEMO,
      contactEmailId: 'privacy@spotify.com',
      template: 'ca-pipeda',
      domainName: 'spotify.com',
      requestType: 'access',
    });
    await sendJob(jobs[0]!.payload.requestId!);

    const [request] = await requestsOf(person.connectionId);
    expect(request).toMatchObject({ status: 'initiated', requestType: 'access' });
    // PIPEDA s. 8(3): 30 days.
    expect((request!.dueAt!.getTime() - request!.sentAt!.getTime()) / 86_400_000).toBe(30);
    const after = await recordOf(person.connectionId, 'spotify.com');
    expect(after).toMatchObject({ status: before.status, requestDueAt: before.requestDueAt });
    const details = await call(DSR_DETAILS_PATH, person, {
      emailId: DEMO,
      domainName: 'spotify.com',
      requestType: 'access',
    });
    expect(details.json().data.responseObject).toMatchObject({
      requestType: 'access',
      jurisdiction: 'ca-pipeda',
      language: 'en',
      status: 'initiated',
    });
    const noErasure = await call(DSR_DETAILS_PATH, person, {
      emailId: DEMO,
      domainName: 'spotify.com',
    });
    expect(noErasure.statusCode).toBe(404);
  });

  it('sends from the mailbox exactly once and marks the request Submitted with its due date', async () => {
    const person = await personWithDemoMailbox();
    await call(SEND_DSR_PATH, person, {
      emailId: DEMO,
      contactEmailId: 'privacy@spotify.com',
      template: 'ccpa',
      domainName: 'spotify.com',
    });
    const requestId = jobs[0]!.payload.requestId!;

    await sendJob(requestId);
    await sendJob(requestId);

    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ recipient: 'privacy@spotify.com' });
    const [request] = await requestsOf(person.connectionId);
    expect(request!.status).toBe('initiated');
    const days = (request!.dueAt!.getTime() - request!.sentAt!.getTime()) / 86_400_000;
    expect(days).toBe(45);
    expect((await recordOf(person.connectionId, 'spotify.com')).status).toBe('initiated');
    const listed = await listedCompanies(person, 'initiated');
    expect(listed).toEqual([
      expect.objectContaining({
        domainName: 'spotify.com',
        dueDate: request!.dueAt!.toISOString(),
        failureReason: null,
      }),
    ]);

    const details = await call(DSR_DETAILS_PATH, person, {
      emailId: DEMO,
      domainName: 'spotify.com',
    });
    expect(details.json().data.responseObject).toMatchObject({
      domainName: 'spotify.com',
      status: 'initiated',
      contactEmailId: 'privacy@spotify.com',
      jurisdiction: 'ccpa',
      isOverdue: false,
      template: request!.html,
      companyReply: null,
    });

    // The company answered (found by mailbox.sync): both calls show the reply, never its body.
    const repliedAt = new Date(request!.sentAt!.getTime() + 3_600_000);
    await markRequestReplied(app.t.database.db, request!.id, {
      date: repliedAt,
      subject: 'Re: your request [#4711]',
      now: new Date(),
    });
    const companyReply = { date: repliedAt.toISOString(), subject: 'Re: your request [#4711]' };
    // The job writes in another process: the lists show it once the database announces the
    // change (decision 0019), a moment later on Postgres.
    await expect
      .poll(() => listedCompanies(person, 'initiated'))
      .toEqual([expect.objectContaining({ domainName: 'spotify.com', companyReply })]);
    const redetailed = await call(DSR_DETAILS_PATH, person, {
      emailId: DEMO,
      domainName: 'spotify.com',
    });
    expect(redetailed.json().data.responseObject).toMatchObject({ companyReply });

    const complete = await call(UPDATE_DOMAIN_STATUS_PATH, person, {
      status: 'reclaimed',
      emailId: DEMO,
      domainName: 'spotify.com',
    });
    expect(complete.statusCode).toBe(200);
    const [completed] = await requestsOf(person.connectionId);
    expect(completed).toMatchObject({ status: 'reclaimed' });
    expect(completed!.completedAt).not.toBeNull();
  });

  it('refuses a second request while one is open, sending nothing', async () => {
    const person = await personWithDemoMailbox();
    const body = {
      emailId: DEMO,
      contactEmailId: 'privacy@hulu.com',
      template: 'gdpr',
      domainName: 'hulu.com',
    };
    expect((await call(SEND_DSR_PATH, person, body)).statusCode).toBe(200);
    const again = await call(SEND_DSR_PATH, person, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RequestAlreadyOpen' });
    expect(jobs).toHaveLength(1);
    expect(await requestsOf(person.connectionId)).toHaveLength(1);
  });

  it("refuses someone else's mailbox or company, and an unconfirmed address at another domain", async () => {
    const owner = await personWithDemoMailbox();
    const other = await signedInUser(app.t);
    const body = {
      emailId: DEMO,
      contactEmailId: 'privacy@apple.com',
      template: 'gdpr',
      domainName: 'apple.com',
    };
    const foreign = await call(SEND_DSR_PATH, other, body);
    expect(foreign.statusCode).toBe(404);
    const unknown = await call(SEND_DSR_PATH, owner, { ...body, domainName: 'no-such.example' });
    expect(unknown.statusCode).toBe(404);
    const stranger = await call(SEND_DSR_PATH, owner, {
      ...body,
      contactEmailId: 'someone@elsewhere.example',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields[0].path).toBe('body.requestBody.contactEmailId');
    expect(jobs).toEqual([]);
    expect(await requestsOf(owner.connectionId)).toEqual([]);
    expect((await recordOf(owner.connectionId, 'apple.com')).status).toBe('pending');
  });

  it('offers no guessed contact for an international name, and sends it nothing', async () => {
    const owner = await personWithDemoMailbox();
    // A sender written `pаypal.com`, with a Cyrillic а: the scan keeps its ASCII form.
    await app.t.database.db.insert(domainRecords).values({
      connectionId: owner.connectionId,
      domain: 'xn--pypal-4ve.com',
      firstEmailDate: new Date('2025-01-01'),
      lastEmailDate: new Date('2025-02-01'),
    });
    const listed = await call(GET_DOMAINS_PATH, owner, {
      status: 'pending',
      emailId: DEMO,
      parsedEmailDataId: null,
      domainName: 'xn--pypal',
    });
    expect(listed.json().data.responseListObject).toEqual([
      expect.objectContaining({
        domainName: 'xn--pypal-4ve.com',
        name: 'Xn--pypal-4ve',
        dsrContactEmail: null,
        isContactVerified: false,
        isLookalikeDomain: true,
      }),
    ]);

    for (const contactEmailId of ['privacy@xn--pypal-4ve.com', 'privacy@pаypal.com']) {
      const refused = await call(SEND_DSR_PATH, owner, {
        emailId: DEMO,
        contactEmailId,
        template: 'gdpr',
        domainName: 'xn--pypal-4ve.com',
        // Not even when the person insists.
        confirmOtherDomain: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0].path).toBe('body.requestBody.contactEmailId');
    }
    expect(jobs).toEqual([]);
    expect(await requestsOf(owner.connectionId)).toEqual([]);
  });

  it('queues three at once, and refuses 26 with the reason, queuing none', async () => {
    const person = await personWithDemoMailbox();
    const item = (domain: string) => ({
      domainName: domain,
      contactEmailId: `privacy@${domain}`,
      emailAddress: DEMO,
    });
    const three = await call(SEND_DSR_BULK_PATH, person, {
      userEmail: person.email,
      name: 'Ada',
      bulkDomain: ['amazon.com', 'ebay.com', 'uber.com'].map(item),
    });
    expect(three.statusCode).toBe(200);
    expect(jobs).toHaveLength(3);

    const records = await app.t.database.db
      .select()
      .from(domainRecords)
      .where(
        and(
          eq(domainRecords.connectionId, person.connectionId),
          eq(domainRecords.status, 'pending'),
        ),
      );
    const tooMany = await call(SEND_DSR_BULK_PATH, person, {
      userEmail: person.email,
      bulkDomain: records.slice(0, 26).map((record) => item(record.domain)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(TOO_MANY_REQUESTS_MESSAGE);
    expect(jobs).toHaveLength(3);
    expect(await requestsOf(person.connectionId)).toHaveLength(3);
  });

  it('marks a request Failed when its mailbox cannot send, and Retry makes a new one', async () => {
    const person = await personWithDemoMailbox();
    await call(SEND_DSR_PATH, person, {
      emailId: DEMO,
      contactEmailId: 'privacy@twitch.tv',
      template: 'gdpr',
      domainName: 'twitch.tv',
    });
    const requestId = jobs[0]!.payload.requestId!;

    // A server that no longer offers the demo mailbox cannot send from it.
    await sendJob(requestId, { registry: new Map() });
    expect((await recordOf(person.connectionId, 'twitch.tv')).status).toBe('failed');
    expect(delivered).toEqual([]);
    const listed = await listedCompanies(person, 'failed');
    expect(listed[0]!.failureReason).toBe(
      'This mailbox cannot send deletion requests on this server.',
    );

    const retry = await call(SEND_DSR_PATH, person, {
      emailId: DEMO,
      contactEmailId: 'privacy@twitch.tv',
      template: 'gdpr',
      domainName: 'twitch.tv',
    });
    expect(retry.statusCode).toBe(200);
    expect(await requestsOf(person.connectionId)).toHaveLength(2);
  });
});
