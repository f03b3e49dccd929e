import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { Limits, thumbnailName } from '@ambient/core';
import { JobHandler, type JobPayloads, type JobProcessor } from '../jobs/index.js';
import { BlobStore } from '../storage/index.js';

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;

/** Where a stored file's thumbnail is kept: under `thumbnails/`, the same name with a jpg extension. */
export const thumbnailKey = (key: string): string => `thumbnails/${thumbnailName(key)}`;

/**
 * Makes the JPEG thumbnail of a stored picture: read and written as streams, at most 320 pixels on
 * its longest side, turned upright from its EXIF orientation. Running it again writes the same
 * thumbnail (the job is idempotent).
 */
@JobHandler('media.thumbnail')
export class ThumbnailJob implements JobProcessor<'media.thumbnail'> {
  constructor(private readonly store: BlobStore) {}

  async process({ key }: JobPayloads['media.thumbnail']): Promise<void> {
    const resize = sharp({ failOn: 'truncated', limitInputPixels: Limits.pictureMaxPixels })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true });
    const out = new PassThrough();
    const written = this.store.write(thumbnailKey(key), out, 'image/jpeg');
    await Promise.all([pipeline(await this.store.read(key), resize, out), written]);
  }
}
