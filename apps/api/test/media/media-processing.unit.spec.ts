/**
 * How the workers' results are recorded (decision 0090): together while other files are still
 * being worked on, at once when nothing else is. The record command is taken by a bus that keeps
 * what it is given; the gate is the jobs' own.
 */
import { describe, expect, it } from '@jest/globals';
import type { CommandBus } from '@nestjs/cqrs';
import { WorkGate, type JobRun } from '../../src/jobs/index.js';
import type { MediaCommandMessage } from '../../src/media/media-item.commands.js';
import { MediaProcessing } from '../../src/media/media-processing.js';
import type { BlobStore } from '../../src/storage/index.js';

/** The keys of each record command, in the order they were sent. */
function recordingBus() {
  const records: string[][] = [];
  const bus = {
    execute: async (message: MediaCommandMessage) => {
      const { command } = message;
      if (command.type === 'RecordMediaProcessed') records.push(command.processed.map((file) => file.key));
      return [];
    },
  } as unknown as CommandBus;
  return { bus, records };
}

/** A file's work, finished when the test says so. */
function heldWork() {
  let finish!: () => void;
  const done = new Promise<{ playableKey: null; thumbnail: boolean }>((resolve) => {
    finish = () => resolve({ playableKey: null, thumbnail: true });
  });
  return { work: () => done, finish };
}

const run = { id: 'job', attempt: 1 } as JobRun;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("The media workers' records", () => {
  it('records the results of files finished together in one append', async () => {
    const { bus, records } = recordingBus();
    const processing = new MediaProcessing(bus, {} as BlobStore, new WorkGate(3));
    const works = ['k-1/a.jpg', 'k-1/b.jpg', 'k-1/c.jpg'].map((key) => ({ key, ...heldWork() }));
    const jobs = works.map(({ key, work }) => processing.recording({ key }, run, work));
    await settle();
    for (const { finish } of works) finish();
    await Promise.all(jobs);
    expect(records).toEqual([['k-1/a.jpg', 'k-1/b.jpg', 'k-1/c.jpg']]);
  });

  it('starts a record once six results wait, and records a last result at once', async () => {
    const { bus, records } = recordingBus();
    const processing = new MediaProcessing(bus, {} as BlobStore, new WorkGate(3));
    const works = Array.from({ length: 7 }, (_, n) => ({ key: `public/${n}.jpg`, ...heldWork() }));
    const jobs = works.map(({ key, work }) => processing.recording({ key }, run, work));
    await settle();
    // Three are worked on, four wait for a place; the first six finish while the seventh runs.
    for (const { finish } of works.slice(0, 6)) finish();
    await Promise.all(jobs.slice(0, 6));
    expect(records).toEqual([works.slice(0, 6).map((w) => w.key)]);
    works[6]!.finish();
    await settle();
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual(['public/6.jpg']);
    await jobs[6];
  });

  it('does not hold a result for a file that is still being worked on', async () => {
    const { bus, records } = recordingBus();
    const processing = new MediaProcessing(bus, {} as BlobStore, new WorkGate(3));
    const quick = heldWork();
    const slow = heldWork();
    const first = processing.recording({ key: 'r-1/quick.jpg' }, run, quick.work);
    const second = processing.recording({ key: 'r-1/slow.jpg' }, run, slow.work);
    quick.finish();
    await first;
    expect(records).toEqual([['r-1/quick.jpg']]);
    slow.finish();
    await second;
    expect(records).toEqual([['r-1/quick.jpg'], ['r-1/slow.jpg']]);
  });

  it('records the waiting results when the file they waited for fails', async () => {
    const { bus, records } = recordingBus();
    const processing = new MediaProcessing(bus, {} as BlobStore, new WorkGate(3));
    const done = heldWork();
    let fail!: (error: Error) => void;
    const failing = new Promise<never>((_, reject) => (fail = reject));
    const finished = processing.recording({ key: 'k-2/done.jpg' }, run, done.work);
    const failed = processing.recording({ key: 'k-2/broken.jpg' }, run, () => failing);
    await settle();
    done.finish();
    await settle();
    fail(new Error('The picture is truncated.'));
    await expect(failed).rejects.toThrow('The picture is truncated.');
    await finished;
    expect(records).toEqual([['k-2/done.jpg']]);
  });
});
