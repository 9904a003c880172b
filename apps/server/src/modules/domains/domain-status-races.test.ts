import { UPDATE_DOMAIN_STATUS_PATH } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { describe, expect, it } from 'vitest';
import { DEMO, useRequestsTestApp } from '#testing/requests-test-app';

describe.each(testDatabases())('status changes of one company at once on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);

  it('answers every allowed change 200, however they interleave (two tabs, a double click)', async () => {
    const person = await app.personWithDemoMailbox();
    const change = (status: 'needed' | 'pending') =>
      app.call(UPDATE_DOMAIN_STATUS_PATH, person, {
        status,
        emailId: DEMO,
        domainName: 'netflix.com',
      });

    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => change(i % 2 ? 'pending' : 'needed')),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    }
  });
});
