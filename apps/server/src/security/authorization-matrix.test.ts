import { SEND_DSR_PATH } from '@reclaim/contract';
import { domainRecords, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleDeletionRequestSend } from '../jobs/deletion-request-send.handler';
import { rowTextsNaming } from '../test/rows-naming';
import { clockWithoutLimits, signedInUser } from '../test/test-app';
import { AUTHORIZATION_MATRIX, type MatrixEntry, type VictimObjects } from './authorization-matrix';
import { useRequestsTestApp, type TestUser } from '#testing/requests-test-app';

const VICTIM: VictimObjects = {
  mailbox: 'victoria.box@example.org',
  requested: 'netflix.com',
  ownDomain: 'victorias-bakery.example',
};
const VICTIM_NAME = 'Victoria Victim';

/**
 * For every operation of the route table: another person, signed in, who names the victim's
 * mailbox and companies is refused or served only their own, and not one row of the victim's
 * changes. Checked for a caller with no mailbox and for one whose mailbox holds the same
 * companies under another address, so a check by company alone would show.
 */
describe.each(testDatabases())('authorization matrix on $name', (testDatabase) => {
  // Three or more people sign up for each operation, from one address: more than the sign-up
  // limit allows an hour. The limits have their own suites.
  const app = useRequestsTestApp(testDatabase, { rateLimitClock: clockWithoutLimits() });
  let victim: TestUser & { connectionId: string };
  let victimMarkers: string[];

  beforeAll(async () => {
    victim = await app.personWithDemoMailbox(VICTIM_NAME);
    await app.call(SEND_DSR_PATH, victim, {
      emailId: 'demo@reclaim.example',
      contactEmailId: `privacy@${VICTIM.requested}`,
      template: 'gdpr',
      domainName: VICTIM.requested,
    });
    const requestId = app.jobs.at(-1)!.payload.requestId!;
    await handleDeletionRequestSend(app.jobDeps(), { requestId }, { isLastAttempt: false });
    // A mailbox address and a company that no other person of the suite has.
    const db = app.t.database.db;
    await db
      .update(mailboxConnections)
      .set({ address: VICTIM.mailbox })
      .where(eq(mailboxConnections.id, victim.connectionId));
    const now = new Date();
    await db.insert(domainRecords).values({
      connectionId: victim.connectionId,
      domain: VICTIM.ownDomain,
      firstEmailDate: now,
      lastEmailDate: now,
      emailCount: 3,
    });
    victimMarkers = [victim.userId, victim.email, VICTIM.mailbox, VICTIM_NAME, VICTIM.ownDomain];
  });

  const victimRows = () =>
    rowTextsNaming(app.t.database.db, [victim.userId, victim.connectionId, VICTIM.mailbox]);

  const callers: Record<string, () => Promise<TestUser>> = {
    'a person without a mailbox': () => signedInUser(app.t),
    'a person whose mailbox has the same companies': () => app.personWithDemoMailbox('Mallory'),
  };

  it('has an entry for every operation of the route table, and none for a route that is gone', () => {
    const operations = Object.entries(app.t.app.swagger().paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual(operations.sort());
  });

  for (const [operation, entry] of Object.entries(AUTHORIZATION_MATRIX)) {
    const [method, path] = operation.split(' ') as ['GET' | 'POST', string];
    const isCall = path.startsWith('/pieeye-');

    const send = (caller: TestUser | null, userName = caller?.email) => {
      const body = entry.body?.(VICTIM);
      const payload = isCall
        ? {
            requestInfo: { userName: userName ?? victim.email },
            ...(body ? { requestBody: body } : {}),
          }
        : body;
      return app.t.app.inject({
        method,
        url: entry.url?.(VICTIM) ?? path,
        headers: {
          origin: app.t.origin,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(caller ? { cookie: caller.cookie } : {}),
        },
        ...(payload === undefined ? {} : { payload: payload as object }),
        // The local outbox is asked for from another machine.
        ...(entry.access === 'local' ? { remoteAddress: '203.0.113.9' } : {}),
      });
    };

    describe(operation, () => {
      if (entry.access === 'owner' || entry.access === 'caller') {
        it('answers 401 without a session, changing nothing', async () => {
          const before = await victimRows();
          expect((await send(null)).statusCode).toBe(401);
          expect(await victimRows()).toEqual(before);
        });
      }

      if (isCall) {
        it('answers 403 to a person who signs the call with the victim’s address', async () => {
          const caller = await signedInUser(app.t);
          const before = await victimRows();
          const answer = await send(caller, victim.email);
          expect(answer.statusCode).toBe(403);
          expect(answer.json()).toMatchObject({
            fields: [{ path: 'body.requestInfo.userName' }],
          });
          expect(await victimRows()).toEqual(before);
        });
      }

      for (const [who, makeCaller] of Object.entries(callers)) {
        it(`${expectation(entry)} ${who}, and leaves the victim’s rows as they were`, async () => {
          const caller = await makeCaller();
          const before = await victimRows();
          const answer = await send(entry.access === 'public' ? null : caller);
          expectAnswer(entry, answer);
          expect(answer.statusCode, answer.body).toBeLessThan(500);
          // Nothing of the victim's beyond what the caller named (a 404 may repeat the name).
          const named = JSON.stringify(entry.body?.(VICTIM) ?? '') + (entry.url?.(VICTIM) ?? '');
          for (const marker of victimMarkers.filter((m) => !named.includes(m))) {
            expect(answer.body).not.toContain(marker);
          }
          expect(await victimRows()).toEqual(before);
        });
      }
    });
  }
});

function expectation(entry: MatrixEntry): string {
  switch (entry.access) {
    case 'owner':
      return 'refuses (403/404)';
    case 'caller':
      return 'serves only the caller’s own account to';
    case 'public':
      return 'shows nothing of anyone’s to';
    case 'local':
      return 'is not found (404) from another machine for';
  }
}

function expectAnswer(entry: MatrixEntry, answer: LightMyRequestResponse) {
  if (entry.access === 'owner') expect([403, 404], answer.body).toContain(answer.statusCode);
  if (entry.access === 'local') expect(answer.statusCode).toBe(404);
}
