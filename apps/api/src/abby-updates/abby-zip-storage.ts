import { randomUUID } from 'node:crypto';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ReleaseStorage } from '../genie-releases/index.js';

/** Where Abby activity packages and update zips are kept: `${dataDir}/media/abby-updates/`. */
export const ABBY_UPDATES_FOLDER = 'abby-updates';

/**
 * The Genie releases' file adapter, keeping Abby files in a folder of their own (named by a
 * random id and the level, never by the uploaded text beyond its digits).
 */
@Injectable()
export class AbbyZipStorage extends ReleaseStorage {
  constructor(@Inject(APP_CONFIG) private readonly settings: AppConfig) {
    super(settings);
  }

  override async keep(uploadedPath: string, fileName: string): Promise<string> {
    const folder = join(this.settings.dataDir, 'media', ABBY_UPDATES_FOLDER);
    await mkdir(folder, { recursive: true });
    const name = `${randomUUID()}-${fileName.replace(/[^\w.-]+/g, '_').slice(-40)}`;
    await rename(uploadedPath, join(folder, name));
    return `${ABBY_UPDATES_FOLDER}/${name}`;
  }
}
