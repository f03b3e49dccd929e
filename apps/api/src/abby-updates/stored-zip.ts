import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { DomainError } from '@ambient/core';
import type { BlobStore } from '../storage/index.js';

/**
 * Streams a kept zip from the store as an attachment, a part at a time; a file gone from the store
 * is 404, and a read that fails once the answer has started ends the connection.
 */
export async function sendStoredZip(
  res: Response,
  store: BlobStore,
  key: string,
  fileName: string,
): Promise<void> {
  const info = await store.stat(key);
  if (info === null) throw new DomainError('error.notFound', {}, 404, 0);
  const body = await store.read(key).catch(() => null);
  if (body === null) throw new DomainError('error.notFound', {}, 404, 0);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Length', String(info.size));
  res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(body, res).catch(() => res.destroy());
}
