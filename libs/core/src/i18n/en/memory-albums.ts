export const memoryAlbums = {
  'album.nameRequired': 'Name is required',
  'album.nameTooLong': 'Name cannot exceed %{max} characters',
  'album.descriptionTooLong': 'Description cannot exceed %{max} characters',
  'album.notFound': 'This album no longer exists.',
  'album.itemNotFound': 'This item is no longer in the album.',
  'album.mediaNotInLibrary': "An album takes media from the resident's library or the public library only.",
  'album.coverNotPicture': 'The cover must be a picture.',
  'album.viewedInFuture': 'The viewing time is later than now.',
  'album.viewedTooLongAgo': 'The viewing time is more than %{days} days ago.',
} as const;
