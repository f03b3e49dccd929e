import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { MediaContainers } from '@ambient/core';
import { ReleaseStorage } from '../genie-releases/index.js';
import { BlobStore } from '../storage/index.js';
import { sendStoredZip } from './stored-zip.js';

/** Where Abby activity packages and update zips are kept in the store. */
export const ABBY_UPDATES_FOLDER = MediaContainers.abbyUpdates;

/**
 * The Genie releases' file adapter, keeping Abby files in a container of their own (named by a
 * random id and the level, never by the uploaded text beyond its digits), and streaming them back.
 */
@Injectable()
export class AbbyZipStorage extends ReleaseStorage {
  constructor(@Inject(BlobStore) private readonly blobs: BlobStore) {
    super(blobs);
  }

  override async keep(uploadedPath: string, fileName: string): Promise<string> {
    const key = `${ABBY_UPDATES_FOLDER}/${randomUUID()}-${fileName.replace(/[^\w.-]+/g, '_').slice(-40)}`;
    await this.blobs.keepFile(key, uploadedPath, 'application/zip');
    return key;
  }

  /** Streams a kept zip as an attachment; one gone from the store is 404. */
  send(res: Response, storedAs: string, fileName: string): Promise<void> {
    return sendStoredZip(res, this.blobs, storedAs, fileName);
  }
}
