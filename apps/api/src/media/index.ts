export { MediaModule } from './media.module.js';
export { thumbnailKey, THUMBNAIL_SIZE } from './thumbnail.job.js';
