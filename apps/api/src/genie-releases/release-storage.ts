import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { hasZipSignature, MediaContainers, ZIP_SIGNATURE } from '@ambient/core';
import { BlobStore } from '../storage/index.js';

export { uploadFolder } from '../common/disk-upload.js';

/**
 * The file side of a Genie release (an adapter, so the release logic does not touch the disk
 * itself): reads an upload's first bytes, keeps it among the releases, or removes it.
 */
@Injectable()
export class ReleaseStorage {
  constructor(@Inject(BlobStore) private readonly store: BlobStore) {}

  /** Whether the file starts with the zip signature "PK\x03\x04". */
  async isZipArchive(path: string): Promise<boolean> {
    const file = await open(path, 'r');
    try {
      const head = new Uint8Array(ZIP_SIGNATURE.length);
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      return bytesRead === head.length && hasZipSignature(head);
    } finally {
      await file.close();
    }
  }

  /**
   * Keeps an upload among the releases in the store under a name of its own (a random prefix,
   * then the uploaded name made safe) and answers its key (`releases/…`). The upload is gone after.
   */
  async keep(uploadedPath: string, fileName: string): Promise<string> {
    const safe = basename(fileName.replace(/\\/g, '/'))
      .replace(/[^\w.-]+/g, '_')
      .slice(-120);
    const key = `${MediaContainers.releases}/${randomUUID()}-${safe}`;
    await this.store.keepFile(key, uploadedPath, 'application/zip');
    return key;
  }

  /** Removes an upload that was not kept. */
  async discard(uploadedPath: string): Promise<void> {
    await rm(uploadedPath, { force: true });
  }

  /** Removes a kept release (one whose recording failed). */
  async forget(storedAs: string): Promise<void> {
    await this.store.remove(storedAs);
  }
}
