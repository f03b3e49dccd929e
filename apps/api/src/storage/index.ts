export { MEDIA_ROUTE, MediaSigner, isMediaPath, mediaPathOf, storedAddress } from './media-signer.js';
export {
  UploadInspector,
  RELEASE_ZIP_LIMITS,
  type InspectedPicture,
  type ZipLimits,
} from './upload-inspector.js';
export { StorageModule } from './storage.module.js';
export { PictureStore, type KeptPicture } from './picture-store.js';
export { BlobStore, BlobNotFound, type BlobInfo, type ByteRange } from './blob-store.js';
export { blobStoreFor } from './storage.module.js';
export { contentTypeOf } from './content-types.js';
