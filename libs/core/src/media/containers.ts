/**
 * Where stored files live (spec 03 §3, "Container names"): a container is the first part of a
 * stored file's key (`r-12/abc.mp4`), the same on files and on S3. Media containers belong to a
 * resident (`r-{id}`), a kiosk (`k-{id}`), or are shared (public, manuals, promotional, the Abby
 * shared library); the platform keeps people's pictures and Genie releases in containers of
 * their own.
 */
export const MediaContainers = {
  public: 'public',
  manuals: 'manuals',
  promotional: 'promotional',
  /** The Abby shared library (id 1 in the spec). */
  abbyLibrary: 'abby-library',
  /** Profile pictures of users (`users/u-{id}/…`). */
  users: 'users',
  /** Pictures of residents (`residents/r-{id}/…`). */
  residents: 'residents',
  /** Released Genie updates. */
  releases: 'releases',
  /** Abby activity packages and update zips. */
  abbyUpdates: 'abby-updates',
} as const;

export const residentContainer = (residentId: number): string => `r-${residentId}`;
export const kioskContainer = (kioskId: number): string => `k-${kioskId}`;

/** Who owns a media container: a resident, a kiosk, or nobody in particular (a shared one). */
export type ContainerOwner =
  | { readonly kind: 'resident'; readonly id: number }
  | { readonly kind: 'kiosk'; readonly id: number }
  | { readonly kind: 'shared'; readonly name: string };

const SHARED_MEDIA: readonly string[] = [
  MediaContainers.public,
  MediaContainers.manuals,
  MediaContainers.promotional,
  MediaContainers.abbyLibrary,
];

/** The owner of a media container's name, or null when the name is no media container. */
export function containerOwner(container: string): ContainerOwner | null {
  const owned = /^([rk])-([1-9]\d{0,9})$/.exec(container);
  if (owned) {
    const id = Number(owned[2]);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    return owned[1] === 'r' ? { kind: 'resident', id } : { kind: 'kiosk', id };
  }
  return SHARED_MEDIA.includes(container) ? { kind: 'shared', name: container } : null;
}

/** A stored file's key: its container, then its name inside it. */
export const blobKey = (container: string, blobName: string): string => `${container}/${blobName}`;

/** The spec's thumbnail rule: the same blob name with a jpg extension. */
export function thumbnailName(blobName: string): string {
  const dot = blobName.lastIndexOf('.');
  const slash = blobName.lastIndexOf('/');
  return `${dot > slash ? blobName.slice(0, dot) : blobName}.jpg`;
}
