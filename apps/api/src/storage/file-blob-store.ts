import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFound, BlobStore, type BlobInfo, type ByteRange } from './blob-store.js';
import { contentTypeOf } from './content-types.js';
import { isMediaPath } from './media-signer.js';

/**
 * Stored files under `${dataDir}/media`, a key being the path below it. A write goes to a file of
 * its own under `${dataDir}/tmp/blobs` and is renamed into place once complete, so a reader never
 * sees half a file and a failed write leaves nothing.
 */
export class FileBlobStore extends BlobStore {
  readonly engine: string;
  private readonly partial: string;

  constructor(
    private readonly root: string,
    dataDir: string,
  ) {
    super();
    this.engine = `files (${root})`;
    this.partial = join(dataDir, 'tmp', 'blobs');
  }

  override async open(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await mkdir(this.partial, { recursive: true });
  }

  async write(key: string, body: Readable, contentType?: string | null): Promise<BlobInfo> {
    this.pathOf(key); // refuses a bad key before anything is received
    await mkdir(this.partial, { recursive: true });
    const temporary = join(this.partial, randomUUID());
    const sink = createWriteStream(temporary, { flags: 'wx' });
    try {
      await pipeline(body, sink);
      return await this.keepFile(key, temporary, contentType);
    } catch (error) {
      // A body that fails at once may fail before the file is even opened: the file would appear
      // after its removal. The stream closes once it has opened and closed its file.
      if (!sink.closed) await once(sink, 'close').catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
  }

  override async writeBytes(key: string, bytes: Buffer, contentType?: string | null): Promise<BlobInfo> {
    this.pathOf(key);
    const temporary = join(this.partial, randomUUID());
    await inFolder(temporary, () => writeFile(temporary, bytes, { flag: 'wx' }));
    try {
      return await this.keepFile(key, temporary, contentType);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async keepFile(key: string, path: string, contentType?: string | null): Promise<BlobInfo> {
    const target = this.pathOf(key);
    try {
      await inFolder(target, () => rename(path, target));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another volume: copy beside the target, then rename, so the target appears whole.
      const beside = `${target}.${randomUUID()}.partial`;
      try {
        await copyFile(path, beside);
        await rename(beside, target);
      } finally {
        await rm(beside, { force: true });
      }
      await rm(path, { force: true });
    }
    const { size } = await stat(target);
    return { size, contentType: contentType ?? contentTypeOf(key) };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) throw new BlobNotFound(key);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const found = await stat(this.pathOf(key)).catch(() => null);
    return found?.isFile() ? { size: found.size, contentType: contentTypeOf(key) } : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeFolder(folder: string): Promise<void> {
    await rm(this.folderOf(folder), { recursive: true, force: true });
  }

  async list(folder: string): Promise<string[]> {
    const base = this.folderOf(folder);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }

  override localPath(key: string): string {
    return this.pathOf(key);
  }

  async ready(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  private pathOf(key: string): string {
    if (!isMediaPath(key)) throw new Error(`Not a stored file's key: ${key}`);
    return join(this.root, ...key.split('/'));
  }

  private folderOf(folder: string): string {
    if (!isMediaPath(`${folder}/x`)) throw new Error(`Not a stored folder: ${folder}`);
    return join(this.root, ...folder.split('/'));
  }
}

/**
 * Runs a write into `path`'s folder, making the folder first only when the write finds it missing
 * (most writes go to a folder that exists: a library's, or the temporary one).
 */
async function inFolder<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    return write();
  }
}
