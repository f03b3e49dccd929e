export { MEDIA_ROUTE, MediaSigner, isMediaPath, mediaPathOf, storedAddress } from './media-signer.js';
export {
  UploadInspector,
  RELEASE_ZIP_LIMITS,
  type InspectedPicture,
  type ZipLimits,
} from './upload-inspector.js';
export { StorageModule } from './storage.module.js';
export { PictureStore, type KeptPicture } from './picture-store.js';
