import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import type { JobName, JobPayloads, JobRun } from './job-map.js';

export const JOB_HANDLER_METADATA = 'ambient:job-handler';

/** Runs one job: idempotent, since a job may run again after a crash or a retry. */
export interface JobProcessor<N extends JobName> {
  process(payload: JobPayloads[N], run: JobRun): Promise<void>;
}

/**
 * Marks a provider as the handler of job `name`; the jobs module finds it in whichever module
 * declares it, and start-up fails when a job has no handler or two.
 */
export const JobHandler = (name: JobName): ClassDecorator =>
  applyDecorators(Injectable(), SetMetadata(JOB_HANDLER_METADATA, name));
