import {
  updateZipNameFault,
  type AbbyUpdateZipGroup,
  type AbbyZipFile,
  type AbbyZipVersion,
  type Message,
} from '@ambient/core';

/** A zip as the table lists it: its name is its row id (a version never holds a name twice). */
export type ZipRow = AbbyZipFile & { id: string };

/** The zips of one version, searched by name; the server has already dropped each group's first. */
export function zipRowsOf(
  groups: readonly AbbyUpdateZipGroup[],
  version: AbbyZipVersion,
  search: string,
): ZipRow[] {
  const needle = search.trim().toLowerCase();
  const group = groups.find((g) => g.phidgetVersion === version);
  return (group?.zipFiles ?? [])
    .filter((zip) => zip.filename.toLowerCase().includes(needle))
    .map((zip) => ({ ...zip, id: zip.filename }));
}

/** Why a chosen file cannot be released, in the dialog the spec names: "Invalid Filename" or a failed validation. */
export interface ZipReleaseProblem {
  title: 'invalidFilename' | 'validationFailed';
  message: Message;
}

/**
 * The browser's check of an update zip before it is confirmed (spec 02 §5; the server checks
 * again, also against the group's first zip, which is not listed): a .zip named by its update
 * level, neither "0.zip" nor a name the version lists.
 */
export function zipReleaseProblem(
  fileName: string,
  groups: readonly AbbyUpdateZipGroup[],
  version: AbbyZipVersion,
): ZipReleaseProblem | null {
  const listed = zipRowsOf(groups, version, '').map((zip) => zip.filename);
  const fault = updateZipNameFault(fileName, listed);
  if (!fault) return null;
  return { title: fault.key === 'abbyZip.exists' ? 'validationFailed' : 'invalidFilename', message: fault };
}

/** The released zip added to its version's list (the answer of the release), without a refetch. */
export function withReleasedZip(
  groups: readonly AbbyUpdateZipGroup[],
  version: AbbyZipVersion,
  zip: AbbyZipFile,
): AbbyUpdateZipGroup[] {
  const others = groups.filter((g) => g.phidgetVersion !== version);
  const group = groups.find((g) => g.phidgetVersion === version);
  const zipFiles = [...(group?.zipFiles ?? []).filter((z) => z.filename !== zip.filename), zip];
  return [...others, { phidgetVersion: version, zipFiles }].sort(
    (a, b) => a.phidgetVersion - b.phidgetVersion,
  );
}
