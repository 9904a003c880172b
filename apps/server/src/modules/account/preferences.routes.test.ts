import {
  EXPORT_ACCOUNT_PATH,
  GET_PREFERENCES_PATH,
  UPDATE_PREFERENCES_PATH,
} from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('where a person lives, on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  const call = (
    path: string,
    user: Awaited<ReturnType<typeof signedInUser>>,
    requestBody?: unknown,
  ) =>
    postJson(
      t.app,
      path,
      { requestInfo: { userName: user.email }, ...(requestBody ? { requestBody } : {}) },
      { cookie: user.cookie },
    );

  it('is unknown until the person says, then kept with the account and in its export', async () => {
    const user = await signedInUser(t);
    const before = await call(GET_PREFERENCES_PATH, user);
    expect(before.json().data.responseObject).toEqual({ residence: null });

    const saved = await call(UPDATE_PREFERENCES_PATH, user, { residence: 'us-tx' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.responseObject).toEqual({ residence: 'US-TX' });
    expect((await call(GET_PREFERENCES_PATH, user)).json().data.responseObject).toEqual({
      residence: 'US-TX',
    });
    const exported = await call(EXPORT_ACCOUNT_PATH, user);
    expect(exported.json().data.responseObject.account.residence).toBe('US-TX');

    await call(UPDATE_PREFERENCES_PATH, user, { residence: null });
    expect(
      (await call(GET_PREFERENCES_PATH, user)).json().data.responseObject.residence,
    ).toBeNull();
  });

  it('refuses a place that is not a country, or a state or province of one that has them', async () => {
    const user = await signedInUser(t);
    await call(UPDATE_PREFERENCES_PATH, user, { residence: 'DE' });
    for (const residence of ['XX', 'DE-BY', 'US-ZZ', 'CA-TX', 'Germany', '']) {
      const answer = await call(UPDATE_PREFERENCES_PATH, user, { residence });
      expect(answer.statusCode, residence).toBe(400);
      expect(JSON.stringify(answer.json())).toContain('requestBody.residence');
    }
    expect((await call(GET_PREFERENCES_PATH, user)).json().data.responseObject.residence).toBe(
      'DE',
    );
  });

  it('keeps each person’s own', async () => {
    const ada = await signedInUser(t);
    const bob = await signedInUser(t);
    await call(UPDATE_PREFERENCES_PATH, ada, { residence: 'CA-QC' });
    expect((await call(GET_PREFERENCES_PATH, bob)).json().data.responseObject.residence).toBeNull();
  });
});
