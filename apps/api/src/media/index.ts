export { MediaModule } from './media.module.js';
export { thumbnailKey, THUMBNAIL_SIZE } from './thumbnail.job.js';
export { playableKey } from './transcode.job.js';
export { probe, type MediaProbe } from './media-tools.js';
