import { Global, Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { MediaSigner } from './media-signer.js';
import { PictureStore } from './picture-store.js';
import { UploadInspector } from './upload-inspector.js';

/** Stored files: uploads judged by their content, and signed, short-lived addresses to read them. */
@Global()
@Module({
  controllers: [MediaController],
  providers: [MediaSigner, UploadInspector, PictureStore],
  exports: [MediaSigner, UploadInspector, PictureStore],
})
export class StorageModule {}
