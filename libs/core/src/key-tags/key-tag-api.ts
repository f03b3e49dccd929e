/**
 * The key tag calls the spec does not show (spec 02 §7: "method and path not shown"); see
 * docs/decisions/0008-key-tags-and-button-configs.md. The other key tag types are in
 * residents/resident-api.ts.
 */
import { translate } from '../i18n/messages.js';
import type { KeyTag } from '../residents/resident-api.js';

/** PUT kiosks/keytags/{id}/resident: the resident to assign; null (or -1) is Unassigned. */
export interface KeyTagResidentPayload {
  residentId: number | null;
}

/** Text folded for a search: no accents, lower case, one space between words. */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('en-CA');

/**
 * Whether a search finds the word the key/tag table shows for a mapping without a resident
 * ("Unassigned", « Non assignée »), in the reader's language: any part of it, accents and case
 * aside ("unass", "non assignee").
 */
export function searchFindsUnassigned(search: string, languageId: number | null | undefined): boolean {
  const needle = foldForSearch(search);
  return needle.length > 0 && foldForSearch(translate('keyTag.unassigned', {}, languageId)).includes(needle);
}

/**
 * The key/tag table's search (spec 02 §2): the kiosk's id and S/N, the facility, the tag id, the
 * key number, and the resident's name or, without one, the word "Unassigned" in the reader's
 * language. The server's list search is the same rule in SQL.
 */
export function keyTagMatchesSearch(
  row: Pick<
    KeyTag,
    'kioskId' | 'kioskSerialNumber' | 'facilityName' | 'tagId' | 'keyNum' | 'residentId' | 'residentName'
  >,
  search: string,
  languageId: number | null | undefined,
): boolean {
  const needle = foldForSearch(search);
  if (needle.length === 0) return true;
  if (row.residentId === null && searchFindsUnassigned(search, languageId)) return true;
  return [row.kioskId, row.kioskSerialNumber, row.facilityName, row.tagId, row.keyNum, row.residentName]
    .map((value) => foldForSearch(String(value ?? '')))
    .some((text) => text.includes(needle));
}
