import { thumbnailName } from '@ambient/core';

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;

/** Where a stored file's thumbnail is kept: under `thumbnails/`, the same name with a jpg extension. */
export const thumbnailKey = (key: string): string => `thumbnails/${thumbnailName(key)}`;

/** Where a video's playable MP4 is kept: beside the upload, `.mp4` in place of its extension. */
export const playableKey = (key: string): string => key.replace(/\.[^./]*$/, '') + '.mp4';
