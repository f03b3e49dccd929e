import type { LoggerService } from '@nestjs/common';
import type { MediaKind } from '@ambient/core';
import type { BlobStore } from '../storage/index.js';
import { playableKey, thumbnailKey } from './media-keys.js';

/** A deleted item's stored files: the upload, its thumbnail and, for a video, its playable copy. */
export async function forgetItemFiles(
  store: BlobStore,
  logger: LoggerService,
  item: { id: number; key: string; kind: MediaKind | null },
): Promise<void> {
  const keys = new Set([
    item.key,
    thumbnailKey(item.key),
    ...(item.kind === 'video' ? [playableKey(item.key)] : []),
  ]);
  for (const each of keys)
    await store.remove(each).catch((error: unknown) => {
      logger.warn(`The file ${each} of deleted media item ${item.id} stays: ${String(error)}`);
    });
}
