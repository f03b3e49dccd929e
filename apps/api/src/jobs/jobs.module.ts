import {
  Global,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProcessRole } from '../config/process-role.js';
import { InProcessJobQueue } from './in-process-queue.js';
import { JOB_HANDLER_METADATA, type JobProcessor } from './job-handler.js';
import { JOB_NAMES, type JobName } from './job-map.js';
import { JobQueue, type JobDispatch } from './job-queue.js';
import { JobsController } from './jobs.controller.js';
import { JOBS_PER_PLACE, WorkGate } from './work-gate.js';

/**
 * The job runner the configuration names: BullMQ when REDIS_URL is set, else in-process. BullMQ is
 * loaded only then (decision 0071: a process loads the engines it uses).
 */
export async function jobQueueFor(config: AppConfig): Promise<JobQueue> {
  if (!config.redisUrl) return new InProcessJobQueue(config.jobs.backoffMs);
  const { BullJobQueue } = await import('./bullmq-queue.js');
  return new BullJobQueue(config.redisUrl, config.jobs.prefix, config.jobs.backoffMs, config.jobs.lockMs);
}

/**
 * Finds each job's one handler and answers the dispatch; throws, naming them, when a job has no
 * handler or two, or a handler names no job of the map.
 */
export function dispatchOf(
  handlers: ReadonlyArray<{ name: string; processor: JobProcessor<JobName> }>,
): JobDispatch {
  const byName = new Map<string, JobProcessor<JobName>[]>();
  for (const { name, processor } of handlers) byName.set(name, [...(byName.get(name) ?? []), processor]);
  const problems: string[] = [];
  for (const name of JOB_NAMES) {
    const found = byName.get(name) ?? [];
    if (found.length === 0) problems.push(`job "${name}" has no handler`);
    if (found.length > 1) problems.push(`job "${name}" has ${found.length} handlers`);
  }
  for (const name of byName.keys()) {
    if (!JOB_NAMES.includes(name as JobName)) problems.push(`a handler names "${name}", which is no job`);
  }
  if (problems.length > 0) throw new Error(`The jobs cannot start: ${problems.join('; ')}.`);
  return (name, payload, run) => {
    const processor = byName.get(name)?.[0];
    if (!processor) return Promise.reject(new Error(`No handler for job ${name}`));
    return processor.process(payload as never, run);
  };
}

/**
 * Jobs (decision 0036): the job port, the handlers found wherever they are declared, and the
 * workers, started with the API (or alone, `npm run worker`). Admins see failed jobs and retry them.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [JobsController],
  providers: [
    { provide: JobQueue, inject: [APP_CONFIG], useFactory: jobQueueFor },
    {
      provide: WorkGate,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new WorkGate(config.jobs.concurrency),
    },
  ],
  exports: [JobQueue, WorkGate],
})
export class JobsModule implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private dispatch: JobDispatch | null = null;

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
    private readonly role: ProcessRole,
  ) {}

  onModuleInit(): void {
    const handlers = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && Reflect.getMetadata(JOB_HANDLER_METADATA, wrapper.metatype))
      .map((wrapper) => ({
        name: Reflect.getMetadata(JOB_HANDLER_METADATA, wrapper.metatype!) as string,
        processor: wrapper.instance as JobProcessor<JobName>,
      }));
    this.dispatch = dispatchOf(handlers);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.runWorkers && this.role.background) await this.startWorkers();
  }

  /**
   * Starts this process's workers on every job's handler (at bootstrap unless `runWorkers` is off or
   * the process is a command-line tool):
   * they take JOBS_PER_PLACE times WORKER_CONCURRENCY jobs at once, and the work gate holds their
   * heavy parts to WORKER_CONCURRENCY (decision 0090).
   */
  async startWorkers(): Promise<void> {
    if (this.dispatch) await this.queue.work(this.dispatch, JOBS_PER_PLACE * this.config.jobs.concurrency);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
