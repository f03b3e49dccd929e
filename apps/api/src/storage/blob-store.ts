import { Readable } from 'node:stream';

/** What is known of a stored file without reading it. */
export interface BlobInfo {
  readonly size: number;
  readonly contentType: string | null;
}

/** A part of a file, both ends included, as an HTTP Range says it. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The storage port: files kept by key (`container/name…`, a media path: see `isMediaPath`), written
 * and read as streams so a large file is never held in memory. Two adapters: files under the data
 * folder (the default) and any S3 API (`S3_URL` or `MINIO_*`). Nothing outside `storage/` touches
 * the disk or the bucket for a stored file.
 */
export abstract class BlobStore {
  /** The engine's name, for the health page. */
  abstract readonly engine: string;

  /** Writes `body` under `key` (replacing what was there) once it has all been received. */
  abstract write(key: string, body: Readable, contentType?: string | null): Promise<BlobInfo>;

  /**
   * Writes these few bytes under `key` (a thumbnail, a poster frame: what a worker holds whole
   * anyway), with less ado than a stream.
   */
  writeBytes(key: string, bytes: Buffer, contentType?: string | null): Promise<BlobInfo> {
    return this.write(key, Readable.from([bytes]), contentType);
  }

  /**
   * Keeps the file at `path` (an upload received on the data volume) under `key`. The file at
   * `path` is gone afterwards, whether it was moved or copied.
   */
  abstract keepFile(key: string, path: string, contentType?: string | null): Promise<BlobInfo>;

  /** The file's bytes (or those of `range`); throws when there is no such file. */
  abstract read(key: string, range?: ByteRange): Promise<Readable>;

  /** Its size and type, or null when there is no such file. */
  abstract stat(key: string): Promise<BlobInfo | null>;

  /** Removes one file; no such file is no error. */
  abstract remove(key: string): Promise<void>;

  /** Removes every file whose key starts with `folder/`. */
  abstract removeFolder(folder: string): Promise<void>;

  /** The keys under `folder/`, in no particular order. */
  abstract list(folder: string): Promise<string[]>;

  /**
   * Where the file can be read in place on this machine (the files engine), or null (S3): a worker
   * that decodes or seeks reads it there instead of copying it first.
   */
  localPath(_key: string): string | null {
    return null;
  }

  /** Whether the store can be written now (for the health page), within `ms`. */
  abstract ready(): Promise<boolean>;

  /** Prepares the store (the bucket, the folder) at start. */
  async open(): Promise<void> {}

  async close(): Promise<void> {}

  /** The whole file in memory: only for small ones (pictures). */
  async readAll(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}

/** Thrown by `read` when the key holds no file. */
export class BlobNotFound extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
  }
}
