import { feedback } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('feedback on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  it('stores a message with its rating and e-mail', async () => {
    const response = await postJson(t.app, '/api/feedback', {
      message: '  Love the dashboard  ',
      rating: 5,
      email: 'fan@example.com',
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.database.db.select().from(feedback);
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: response.json().id,
        message: 'Love the dashboard',
        rating: 5,
        email: 'fan@example.com',
        userId: null,
      }),
    );
  });

  it.each([
    [{ message: '' }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ message: 'ok', rating: 9 }, 'rating'],
    [{ message: 'ok', email: 'not-an-address' }, 'email'],
  ])('rejects %j naming %s, storing nothing', async (body, field) => {
    const before = (await t.database.db.select().from(feedback)).length;
    const response = await postJson(t.app, '/api/feedback', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(`body.${field}`);
    expect((await t.database.db.select().from(feedback)).length).toBe(before);
  });
});
