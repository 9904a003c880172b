import { testDatabases } from '@reclaim/db/testing';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/job-queue';
import { createTestApp } from '../../test/test-app';

const [pglite] = testDatabases();

describe('GET /healthz', () => {
  it('reports the database and the queue', async () => {
    const queue = { isHealthy: async () => true } as JobQueue;
    const t = await createTestApp(pglite!, { queue });
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', queue: 'up', roles: ['web'] });
    await t.close();
  });

  it('answers 503 when the queue is down', async () => {
    const queue = { isHealthy: async () => false } as JobQueue;
    const t = await createTestApp(pglite!, { queue });
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', queue: 'down' });
    await t.close();
  });
});
