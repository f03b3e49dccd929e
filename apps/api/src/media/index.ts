export { MediaModule } from './media.module.js';
export { thumbnailKey, playableKey, THUMBNAIL_SIZE } from './media-keys.js';
export { probe, type MediaProbe } from './media-tools.js';
export { MediaErasure } from './media-erasure.js';
export { MediaHolds, type MediaHolder } from './media-holds.js';
export { MediaItemsReader, MEDIA_SORT } from './media-items.reader.js';
export { abbyFilesAnswer } from './abby-media-files.schemas.js';
export { MediaCommandMessage } from './media-item.commands.js';
export { MediaLibraries } from './media-libraries.js';
export {
  MediaUpload,
  MediaUploadInterceptor,
  MediaUploads,
  UploadParts,
  type KeptUpload,
} from './media-upload.js';
import { MediaItemRow } from './media-item.row.js';

export { MediaItemRow };
export const MEDIA_ENTITIES = [MediaItemRow];
export { mediaItemShape, UploadKindParam } from './media-items.schemas.js';
