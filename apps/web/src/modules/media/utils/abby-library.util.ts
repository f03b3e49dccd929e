import {
  isSharedLibraryPathType,
  MEDIA_KINDS,
  type AbbyMediaFile,
  type MediaKind,
  type MediaPathType,
} from '@ambient/core';

/** A row of the Abby shared library: the file, with the kind its path type's category names. */
export type AbbyLibraryRow = AbbyMediaFile & { kind: MediaKind };

/** The kind of a path type's category (Audio, Image, Video); a picture when unknown. */
export function kindOfCategory(category: string): MediaKind {
  return MEDIA_KINDS.find((kind) => kind === category.toLowerCase()) ?? 'image';
}

/** The path types the selector offers (spec 03 §2.2): the sharable ones, Radio Shows excluded. */
export const sharedLibraryPathTypes = (types: readonly MediaPathType[]): MediaPathType[] =>
  types.filter((type) => type.isSharable && isSharedLibraryPathType(type.id));

export const abbyRowOf = (file: AbbyMediaFile): AbbyLibraryRow => ({
  ...file,
  kind: kindOfCategory(file.category),
});
