import { z } from 'zod';
import { defineJob } from './job-definition';

/** Each night, how companies answer requests, from all people's requests together (decision 78). */
export const companyFiguresJob = defineJob({
  name: 'company-figures.compute',
  payload: z.object({}).loose(),
  retryLimit: 2,
  retryDelaySeconds: 10 * 60,
  cron: '41 2 * * *',
  singletonKey: () => 'company-figures.compute',
});
