import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { JobHandler, type JobPayloads, type JobProcessor, type JobRun } from '../jobs/index.js';
import { BlobStore } from '../storage/index.js';
import { MediaProcessing } from './media-processing.js';
import { inScratch, posterFrame, probe, toFile, transcodeToMp4 } from './media-tools.js';
import { THUMBNAIL_SIZE, playableKey, thumbnailKey } from './media-keys.js';

/**
 * Makes an uploaded video playable everywhere: an H.264/AAC MP4 (`playableKey`), a poster frame as
 * its thumbnail (the spec's rule: the same name in jpg), its duration measured. ffmpeg reads the
 * upload in place on the files engine, a copy in a scratch folder on S3 (it seeks in its input);
 * the results are streamed to the store. Running it again makes the same files (idempotent).
 */
@JobHandler('media.transcode')
export class TranscodeJob implements JobProcessor<'media.transcode'> {
  constructor(
    private readonly store: BlobStore,
    private readonly processing: MediaProcessing,
  ) {}

  process(job: JobPayloads['media.transcode'], run: JobRun): Promise<void> {
    const { key } = job;
    return this.processing.recording(job, run, async () => {
      await this.transcode(key);
      return { playableKey: playableKey(key), thumbnail: true };
    });
  }

  private async transcode(key: string): Promise<void> {
    await inScratch(async (folder) => {
      // ffmpeg seeks in its input: a file on this machine is read in place, else copied here first.
      let input = this.store.localPath(key);
      if (input === null) {
        input = join(folder, 'input');
        await toFile(await this.store.read(key), input);
      }
      const found = await probe(input);
      if (found.videoCodec === null) throw new Error('The file holds no video.');
      const output = join(folder, 'output.mp4');
      await transcodeToMp4(input, output, found.audioCodec !== null);
      const poster = join(folder, 'poster.jpg');
      await posterFrame(output, poster, Math.min(1, (found.duration ?? 0) / 2));
      const thumbnail = await sharp(poster)
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      await this.store.write(thumbnailKey(key), Readable.from([thumbnail]), 'image/jpeg');
      await this.store.write(playableKey(key), createReadStream(output), 'video/mp4');
    });
  }
}
