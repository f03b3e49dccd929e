/** Where a user's profile pictures are kept, under the media folder: a folder of their own. */
export const pictureFolder = (userId: string): string => `users/${userId.replace(/[^\w-]/g, '_')}`;
