import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * Removes what has expired: sessions, codes and OAuth state, rate-limit counters, old outbox
 * mail, and password sign-ups nobody confirmed within a day.
 */
export const maintenancePurgeJob = defineJob({
  name: 'maintenance.purge',
  payload: z.object({}).loose(),
  retryLimit: 3,
  retryDelaySeconds: 60,
  cron: '*/15 * * * *',
});
