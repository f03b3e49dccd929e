export { JobsModule, jobQueueFor, dispatchOf } from './jobs.module.js';
export { JobQueue, JOB_ATTEMPTS, JOB_BACKOFF_MS, type JobAttempt, type JobCounts } from './job-queue.js';
export { JobHandler, type JobProcessor } from './job-handler.js';
export { JOB_NAMES, type JobName, type JobPayloads, type JobRun, type FailedJob } from './job-map.js';
export { JOBS_PER_PLACE, WorkGate } from './work-gate.js';
