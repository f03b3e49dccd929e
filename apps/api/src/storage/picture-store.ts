import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DomainError, validatePictureSize } from '@ambient/core';
import { BlobStore } from './blob-store.js';
import { isMediaPath } from './media-signer.js';
import { UploadInspector, type InspectedPicture } from './upload-inspector.js';

export interface KeptPicture extends InspectedPicture {
  /** Its place under the media folder, e.g. `users/u-1/3f2a….png`. */
  readonly relative: string;
}

/**
 * Keeps uploaded pictures (profiles, residents) in the store: judged by their content, at least
 * 400 × 400 pixels (spec 01 §4, "Resolution too low"), named by their digest so the same picture
 * is kept once. A refused picture is not written.
 */
@Injectable()
export class PictureStore {
  constructor(
    private readonly inspector: UploadInspector,
    private readonly store: BlobStore,
  ) {}

  async keep(folder: string, bytes: Buffer): Promise<KeptPicture> {
    const picture = await this.inspector.picture(bytes);
    const tooSmall = validatePictureSize(picture.width, picture.height);
    if (tooSmall) throw new DomainError(tooSmall.key, tooSmall.params);
    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
    const relative = `${folder}/${digest}.${picture.extension}`;
    if (!isMediaPath(relative)) throw new Error(`Not a media folder: ${folder}`);
    await this.store.write(relative, Readable.from([bytes]), picture.mime);
    return { ...picture, relative };
  }

  /** A kept picture's bytes, or null when it is not there (any more). */
  async read(relative: string): Promise<Buffer | null> {
    if (!isMediaPath(relative)) return null;
    return (await this.store.stat(relative)) ? this.store.readAll(relative).catch(() => null) : null;
  }

  /** Removes a folder of pictures and every picture in it (an erased person's). */
  async forget(folder: string): Promise<void> {
    if (!isMediaPath(`${folder}/x.png`)) throw new Error(`Not a media folder: ${folder}`);
    await this.store.removeFolder(folder);
  }
}
