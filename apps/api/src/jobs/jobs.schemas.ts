import { z } from 'zod';
import { answer, shape } from '../common/validation.js';

/** A job's id as the runners give it: a job name's kind and a stored file's key. */
export const jobId = z.string().min(1).max(600);

export const failedJobsAnswer = answer({
  jobs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      payload: z.unknown(),
      error: z.string(),
      attempts: shape.int,
      failedAt: shape.time,
    }),
  ),
});
