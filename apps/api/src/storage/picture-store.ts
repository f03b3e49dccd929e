import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, validatePictureSize } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isMediaPath } from './media-signer.js';
import { UploadInspector, type InspectedPicture } from './upload-inspector.js';

export interface KeptPicture extends InspectedPicture {
  /** Its place under the media folder, e.g. `users/u-1/3f2a….png`. */
  readonly relative: string;
}

/**
 * Keeps uploaded pictures (profiles, residents): judged by their content, at least 400 × 400
 * pixels (spec 01 §4, "Resolution too low"), named by their digest so the same picture is kept once.
 * A refused picture is not written.
 */
@Injectable()
export class PictureStore {
  private readonly root: string;

  constructor(
    private readonly inspector: UploadInspector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.root = join(config.dataDir, 'media');
  }

  async keep(folder: string, bytes: Buffer): Promise<KeptPicture> {
    const picture = await this.inspector.picture(bytes);
    const tooSmall = validatePictureSize(picture.width, picture.height);
    if (tooSmall) throw new DomainError(tooSmall.key, tooSmall.params);
    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
    const relative = `${folder}/${digest}.${picture.extension}`;
    if (!isMediaPath(relative)) throw new Error(`Not a media folder: ${folder}`);
    await mkdir(join(this.root, ...folder.split('/')), { recursive: true });
    await writeFile(join(this.root, ...relative.split('/')), bytes);
    return { ...picture, relative };
  }

  /** Removes a folder of pictures and every picture in it (an erased person's). */
  async forget(folder: string): Promise<void> {
    if (!isMediaPath(`${folder}/x.png`)) throw new Error(`Not a media folder: ${folder}`);
    await rm(join(this.root, ...folder.split('/')), { recursive: true, force: true });
  }
}
