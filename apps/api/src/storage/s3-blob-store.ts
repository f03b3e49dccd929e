import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { S3Settings } from '../config/app-config.js';
import { BlobNotFound, BlobStore, type BlobInfo, type ByteRange } from './blob-store.js';
import { contentTypeOf } from './content-types.js';
import { isMediaPath } from './media-signer.js';

/** Parts of a multipart upload: the client streams in parts of this size, never the whole file. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Stored files in one bucket of any S3 API (MinIO, AWS, …) through the `minio` client, a key being
 * the object's name. A file smaller than a part is put at once; a larger one goes up as a multipart
 * upload, one part in memory at a time (the client's own streaming upload first lists incomplete
 * uploads, which not every S3 API answers). Reads stream the object (or a range).
 */
export class S3BlobStore extends BlobStore {
  readonly engine: string;
  private readonly client: Client;
  private readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.engine = `S3 (${settings.useSSL ? 'https' : 'http'}://${settings.endPoint}:${settings.port}/${settings.bucket})`;
    this.client = new Client({
      endPoint: settings.endPoint,
      port: settings.port,
      useSSL: settings.useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
      partSize: PART_SIZE,
    });
  }

  /** Makes the bucket when it does not exist yet (as the compose file's minio-init does). */
  override async open(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      try {
        await this.client.makeBucket(this.bucket, this.settings.region);
      } catch (error) {
        // Another instance made it first.
        if (!(await this.client.bucketExists(this.bucket))) throw error;
      }
    }
  }

  async write(key: string, body: Readable, contentType?: string | null): Promise<BlobInfo> {
    checked(key);
    const type = contentType ?? contentTypeOf(key);
    const headers = { 'Content-Type': type };
    const parts = inParts(body, PART_SIZE);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? null : await parts.next();
    if (second === null || second.done) {
      await this.client.putObject(this.bucket, key, firstPart, firstPart.length, headers);
      return { size: firstPart.length, contentType: type };
    }
    const uploadId = await this.client.initiateNewMultipartUpload(this.bucket, key, headers);
    try {
      const etags: { part: number; etag: string }[] = [];
      let size = 0;
      const send = async (bytes: Buffer): Promise<void> => {
        const part = etags.length + 1;
        const answer = await this.client.makeRequestAsync(
          {
            method: 'PUT',
            bucketName: this.bucket,
            objectName: key,
            query: `partNumber=${part}&uploadId=${uploadId}`,
          },
          bytes,
        );
        answer.resume();
        const etag = String(answer.headers.etag ?? '').replace(/^"|"$/g, '');
        etags.push({ part, etag });
        size += bytes.length;
      };
      await send(firstPart);
      await send(second.value);
      for await (const bytes of parts) await send(bytes);
      await this.client.completeMultipartUpload(this.bucket, key, uploadId, etags);
      return { size, contentType: type };
    } catch (error) {
      await this.client.abortMultipartUpload(this.bucket, key, uploadId).catch(() => undefined);
      throw error;
    }
  }

  async keepFile(key: string, path: string, contentType?: string | null): Promise<BlobInfo> {
    checked(key);
    try {
      return await this.write(key, createReadStream(path), contentType);
    } finally {
      await rm(path, { force: true });
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    checked(key);
    try {
      return range
        ? await this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1)
        : await this.client.getObject(this.bucket, key);
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFound(key);
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    checked(key);
    try {
      const found = await this.client.statObject(this.bucket, key);
      const type = (found.metaData as Record<string, string | undefined>)['content-type'];
      return { size: found.size, contentType: type ?? contentTypeOf(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    checked(key);
    await this.client.removeObject(this.bucket, key);
  }

  async removeFolder(folder: string): Promise<void> {
    const keys = await this.list(folder);
    for (let at = 0; at < keys.length; at += 1000) {
      await this.client.removeObjects(this.bucket, keys.slice(at, at + 1000));
    }
  }

  async list(folder: string): Promise<string[]> {
    checked(`${folder}/x`);
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, `${folder}/`, true)) {
      const name = (item as { name?: string }).name;
      if (name) keys.push(name);
    }
    return keys;
  }

  async ready(): Promise<boolean> {
    try {
      return await this.client.bucketExists(this.bucket);
    } catch {
      return false;
    }
  }
}

/** The stream's bytes in buffers of `size` (the last one shorter). */
async function* inParts(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    let bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (length + bytes.length >= size) {
      const take = size - length;
      pending.push(bytes.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      length = 0;
      bytes = bytes.subarray(take);
    }
    if (bytes.length > 0) {
      pending.push(bytes);
      length += bytes.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

function checked(key: string): void {
  if (!isMediaPath(key)) throw new Error(`Not a stored file's key: ${key}`);
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject';
}
