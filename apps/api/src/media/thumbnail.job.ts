import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Sharp } from 'sharp';
import { Limits } from '@ambient/core';
import { JobHandler, type JobPayloads, type JobProcessor, type JobRun } from '../jobs/index.js';
import { BlobStore } from '../storage/index.js';
import { THUMBNAIL_SIZE, thumbnailKey } from './media-keys.js';
import { MediaProcessing } from './media-processing.js';

/**
 * Makes the JPEG thumbnail of a stored picture: read in place or as a stream, at most 320 pixels on
 * its longest side, turned upright from its EXIF orientation. Running it again writes the same
 * thumbnail (the job is idempotent).
 */
@JobHandler('media.thumbnail')
export class ThumbnailJob implements JobProcessor<'media.thumbnail'> {
  constructor(
    private readonly store: BlobStore,
    private readonly processing: MediaProcessing,
  ) {}

  process(job: JobPayloads['media.thumbnail'], run: JobRun): Promise<void> {
    const { key } = job;
    return this.processing.recording(job, run, async () => {
      await this.thumbnail(key);
      return { playableKey: null, thumbnail: true };
    });
  }

  private async thumbnail(key: string): Promise<void> {
    // A file on this machine is decoded in place (libvips may then shrink a JPEG while it loads).
    const local = this.store.localPath(key);
    const options = { failOn: 'truncated', limitInputPixels: Limits.pictureMaxPixels } as const;
    const resize = (local ? sharp(local, options) : sharp(options))
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true });
    // The picture is read as a stream from a store elsewhere; the thumbnail is small, kept whole.
    const made = local ? resize.toBuffer() : streamInto(await this.store.read(key), resize);
    await this.store.writeBytes(thumbnailKey(key), await made, 'image/jpeg');
  }
}

/** Sends `input` through the pipeline and answers what came out. */
async function streamInto(input: Readable, resize: Sharp): Promise<Buffer> {
  const [, bytes] = await Promise.all([pipeline(input, resize), resize.toBuffer()]);
  return bytes;
}
