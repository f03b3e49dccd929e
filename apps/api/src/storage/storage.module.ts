import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BlobStore } from './blob-store.js';
import { FileBlobStore } from './file-blob-store.js';
import { MediaController } from './media.controller.js';
import { MediaSigner } from './media-signer.js';
import { PictureStore } from './picture-store.js';
import { UploadInspector } from './upload-inspector.js';

/**
 * The storage adapter the configuration names: an S3 API when set (its client loaded only then),
 * else files under the data folder.
 */
export async function blobStoreFor(config: AppConfig): Promise<BlobStore> {
  if (!config.s3) return new FileBlobStore(join(config.dataDir, 'media'), config.dataDir);
  const { S3BlobStore } = await import('./s3-blob-store.js');
  return new S3BlobStore(config.s3);
}

/**
 * Stored files: the storage port (files or S3), uploads judged by their content, and signed,
 * short-lived addresses to read them.
 */
@Global()
@Module({
  controllers: [MediaController],
  providers: [
    { provide: BlobStore, inject: [APP_CONFIG], useFactory: blobStoreFor },
    MediaSigner,
    UploadInspector,
    PictureStore,
  ],
  exports: [BlobStore, MediaSigner, UploadInspector, PictureStore],
})
export class StorageModule implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(BlobStore) private readonly store: BlobStore) {}

  async onModuleInit(): Promise<void> {
    await this.store.open();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
