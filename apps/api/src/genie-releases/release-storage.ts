import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { hasZipSignature, ZIP_SIGNATURE } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Where uploads land while they are received; on the data volume so keeping one is a rename. */
export const uploadFolder = (dataDir: string): string => join(dataDir, 'tmp', 'uploads');

/** Where released Genie updates are kept: `${dataDir}/media/releases/`. */
export const releaseFolder = (dataDir: string): string => join(dataDir, 'media', 'releases');

/**
 * The file side of a Genie release (an adapter, so the release logic does not touch the disk
 * itself): reads an upload's first bytes, keeps it among the releases, or removes it.
 */
@Injectable()
export class ReleaseStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

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
   * Moves an upload among the releases under a name of its own (a random prefix, then the
   * uploaded name made safe) and answers that name relative to the media folder.
   */
  async keep(uploadedPath: string, fileName: string): Promise<string> {
    const folder = releaseFolder(this.config.dataDir);
    await mkdir(folder, { recursive: true });
    const safe = basename(fileName.replace(/\\/g, '/'))
      .replace(/[^\w.-]+/g, '_')
      .slice(-120);
    const target = join(folder, `${randomUUID()}-${safe}`);
    await rename(uploadedPath, target);
    return relative(join(this.config.dataDir, 'media'), target).split(sep).join('/');
  }

  /** The absolute path of a kept release. */
  pathOf(storedAs: string): string {
    return join(this.config.dataDir, 'media', ...storedAs.split('/'));
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
