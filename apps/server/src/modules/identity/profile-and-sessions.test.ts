import { GET_CONNECTIONS_PATH, SEND_DSR_PATH } from '@reclaim/contract';
import { deletionRequests, sessions, users } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieHeader, postJson } from '../../test/test-app';
import { DEMO, useRequestsTestApp } from '#testing/requests-test-app';

const PASSWORD = 'Reclaim!2026x';

describe.each(testDatabases())(
  'the name and the sessions of an account on $name',
  (testDatabase) => {
    const app = useRequestsTestApp(testDatabase);
    const { call, personWithDemoMailbox } = app;

    const updateName = (cookie: string, body: object) =>
      postJson(app.t.app, '/api/auth/update-user', body, { cookie });
    const opensData = async (cookie: string, email: string) =>
      (
        await postJson(
          app.t.app,
          GET_CONNECTIONS_PATH,
          { requestInfo: { userName: email } },
          { cookie },
        )
      ).statusCode === 200;

    it('signs the next request with the new name, once the owner changed it', async () => {
      const person = await personWithDemoMailbox('Pay ransom to evil.example');
      // The session is read, and cached, with the old name.
      expect(await opensData(person.cookie, person.email)).toBe(true);

      const answer = await updateName(person.cookie, { name: '  Grace Hopper ' });
      expect(answer.statusCode).toBe(200);

      const [stored] = await app.t.database.db
        .select()
        .from(users)
        .where(eq(users.id, person.userId));
      expect(stored!.name).toBe('Grace Hopper');
      await call(SEND_DSR_PATH, person, {
        emailId: DEMO,
        contactEmailId: 'privacy@netflix.com',
        template: 'gdpr',
        domainName: 'netflix.com',
      });
      const [request] = await app.t.database.db
        .select()
        .from(deletionRequests)
        .where(eq(deletionRequests.connectionId, person.connectionId));
      expect(request!.html).toContain('Grace Hopper');
      expect(request!.html).not.toContain('evil.example');
    });

    it('changes only the name: an image, an address or a too long name is refused, nothing written', async () => {
      const person = await personWithDemoMailbox('Ada Lovelace');
      for (const body of [
        { name: 'Ada', image: 'javascript:alert(1)' },
        { name: 'Ada', email: 'attacker@example.com' },
        { name: 'A'.repeat(101) },
        { name: '   ' },
      ]) {
        const answer = await updateName(person.cookie, body);
        expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      const [stored] = await app.t.database.db
        .select()
        .from(users)
        .where(eq(users.id, person.userId));
      expect(stored).toMatchObject({ name: 'Ada Lovelace', image: null, email: person.email });
    });

    it('refuses a name change without a session', async () => {
      const answer = await postJson(app.t.app, '/api/auth/update-user', { name: 'Nobody' });
      expect(answer.statusCode).toBe(401);
    });

    it('signs out everywhere: every device of the account, and no one else', async () => {
      const person = await personWithDemoMailbox();
      const other = await personWithDemoMailbox();
      const phone = cookieHeader(
        (
          await postJson(app.t.app, '/api/auth/sign-in/email', {
            email: person.email,
            password: PASSWORD,
          })
        ).headers['set-cookie'],
      );
      expect(await opensData(phone, person.email)).toBe(true);
      expect(await opensData(person.cookie, person.email)).toBe(true);

      const answer = await postJson(
        app.t.app,
        '/api/auth/revoke-sessions',
        {},
        {
          cookie: person.cookie,
        },
      );

      expect(answer.statusCode).toBe(200);
      expect(await opensData(person.cookie, person.email)).toBe(false);
      expect(await opensData(phone, person.email)).toBe(false);
      const left = await app.t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, person.userId));
      expect(left).toEqual([]);
      expect(await opensData(other.cookie, other.email)).toBe(true);
      const again = await postJson(app.t.app, '/api/auth/sign-in/email', {
        email: person.email,
        password: PASSWORD,
      });
      expect(again.statusCode).toBe(200);
    });
  },
);
