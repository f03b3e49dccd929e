import { Global, Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { MediaSigner } from './media-signer.js';
import { UploadInspector } from './upload-inspector.js';

/** Stored files: uploads judged by their content, and signed, short-lived addresses to read them. */
@Global()
@Module({
  controllers: [MediaController],
  providers: [MediaSigner, UploadInspector],
  exports: [MediaSigner, UploadInspector],
})
export class StorageModule {}
