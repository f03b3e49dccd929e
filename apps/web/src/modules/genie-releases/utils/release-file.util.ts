import { hasZipSignature, isZipFileName, ZIP_SIGNATURE } from '@ambient/core';

export type ReleaseFileProblem = 'noFile' | 'invalidFilename';

/**
 * The browser's check of a release before it is sent (the server checks again): a file must be
 * chosen, its name must end in .zip, and its first bytes must be a zip archive's signature.
 */
export async function releaseFileProblem(
  file: (Blob & { name: string }) | null | undefined,
): Promise<ReleaseFileProblem | null> {
  if (!file) return 'noFile';
  if (!isZipFileName(file.name)) return 'invalidFilename';
  const head = new Uint8Array(await file.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  return hasZipSignature(head) ? null : 'invalidFilename';
}
