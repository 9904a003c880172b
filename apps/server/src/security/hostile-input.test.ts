import { GET_PEOPLE_PATH } from '@reclaim/contract';
import { users } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { IDENTITY_ENDPOINT_POLICIES } from '../modules/identity/identity-input';
import { rowTextsNaming } from '../test/rows-naming';
import { postJson } from '../test/test-app';
import { AUTHORIZATION_MATRIX } from './authorization-matrix';
import { hostileBody, type JsonSchema } from './hostile-input';
import { DEMO, useRequestsTestApp } from '#testing/requests-test-app';

const RUNS = 30;

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  body?: JsonSchema;
  /** Path parameters, fuzzed as strings. */
  parameters: string[];
}

/**
 * Every operation of the route table and every identity path, fuzzed from its own schema: mostly
 * well-formed bodies that reach the handler, with wrong types, huge and nasty strings, extra
 * fields and prototype-polluting keys mixed in. Never a 5xx; never a change after a 4xx.
 */
describe.each(testDatabases())('hostile input on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  beforeAll(() => app.t.app.ready());
  afterAll(() => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  const routeOperations = (): Operation[] =>
    Object.entries(app.t.app.swagger().paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {}).map(([method, operation]) => {
        const spec = operation as {
          requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
          parameters?: { name: string; in: string }[];
        };
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          body: spec.requestBody?.content?.['application/json']?.schema,
          parameters: (spec.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        };
      }),
    );
  const identityOperations = (): Operation[] =>
    Object.entries(IDENTITY_ENDPOINT_POLICIES).map(([path, policy]) => ({
      method: policy.method,
      path: `/api/auth${path}`,
      body: policy.body
        ? (z.toJSONSchema(policy.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
        : undefined,
      parameters: [],
    }));

  it('fuzzes every operation of the route table', () => {
    const fuzzed = routeOperations().map((o) => `${o.method} ${o.path}`);
    expect(fuzzed.sort()).toEqual(Object.keys(AUTHORIZATION_MATRIX).sort());
  });

  it('refuses a NUL character, which the database cannot keep, with 400 naming the field', async () => {
    const person = await app.personWithDemoMailbox();
    const answer = await app.call(GET_PEOPLE_PATH, person, { parsedEmailDataId: 'a\u0000b' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      fields: [{ path: 'body.requestBody.parsedEmailDataId' }],
    });
    const signUp = await postJson(app.t.app, '/api/auth/sign-up/email', {
      name: 'Nul\u0000Person',
      email: `nul-${crypto.randomUUID()}@example.com`,
      password: 'Reclaim!2026x',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toMatchObject({ fields: [{ path: 'body.name' }] });
  });

  const operations = [
    ...Object.keys(AUTHORIZATION_MATRIX),
    ...Object.entries(IDENTITY_ENDPOINT_POLICIES).map(
      ([path, policy]) => `${policy.method} /api/auth${path}`,
    ),
  ];
  for (const name of operations) {
    it(`${name}: no 5xx, and nothing changes on a 4xx`, async () => {
      const operation = [...routeOperations(), ...identityOperations()].find(
        (o) => `${o.method} ${o.path}` === name,
      )!;
      const person = await app.personWithDemoMailbox();
      const known: Record<string, fc.Arbitrary<unknown>> = {
        userName: fc.constantFrom(person.email, person.email.toUpperCase(), 'someone@example.org'),
        email: fc.constantFrom(person.email, 'nobody@example.org'),
        emailId: fc.constantFrom(DEMO, DEMO.toUpperCase(), 'other@example.org'),
        userEmail: fc.constantFrom(DEMO, 'other@example.org'),
        emailAddress: fc.constantFrom(DEMO, 'other@example.org'),
        domainName: fc.constantFrom('netflix.com', 'spotify.com', 'not-in-the-mailbox.example'),
        contactEmailId: fc.constantFrom('privacy@netflix.com', 'dpo@spotify.com'),
        // Connection attempts go nowhere: a closed port on this machine.
        imapHost: fc.constant('127.0.0.1'),
        smtpHost: fc.constant('127.0.0.1'),
        imapPort: fc.constant(9),
        smtpPort: fc.constant(9),
      };
      const needles = [person.userId, person.connectionId];
      let rows = await rowTextsNaming(app.t.database.db, needles);
      let client = 0;

      const request = fc.record({
        body: operation.body ? hostileBody(operation.body, known) : fc.constant(undefined),
        parameters: fc.array(
          fc.oneof(fc.constantFrom('netflix.com', '..', '%00', 'a'.repeat(300)), fc.string()),
          { minLength: operation.parameters.length, maxLength: operation.parameters.length },
        ),
      });
      onTestFinished(async () => {
        // The next operation's snapshots stay as small as this one's.
        await app.t.database.db.delete(users).where(eq(users.id, person.userId));
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ body, parameters }) => {
          const url = operation.parameters.reduce(
            (path, parameter, i) =>
              path.replace(`{${parameter}}`, encodeURIComponent(parameters[i]!)),
            operation.path,
          );
          const answer = await app.t.app.inject({
            method: operation.method,
            url,
            // Many clients, so that rate limits do not stop the fuzzing at the door.
            remoteAddress: `10.9.${(client >> 8) & 255}.${client++ & 255}`,
            headers: {
              origin: app.t.origin,
              cookie: person.cookie,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          expect(answer.statusCode, answer.body.slice(0, 500)).toBeLessThan(500);
          expect(answer.body).not.toMatch(/node_modules|\.ts:\d+:\d+/);
          const after = await rowTextsNaming(app.t.database.db, needles);
          if (answer.statusCode >= 400) expect(after).toEqual(rows);
          rows = after;
        }),
        { numRuns: RUNS },
      );
    });
  }
});
