import {
  defaultMediaTitle,
  mediaTextFault,
  type KioskFolder,
  type MediaFault,
  type MediaItem,
  type MediaUploadMetadata,
} from '@ambient/core';

/** How a kiosk item plays when it is uploaded or edited: Email items come from kiosk emails. */
export type UploadFolder = Extract<KioskFolder, 'ambient' | 'announcement'>;
export const UPLOAD_FOLDERS: readonly UploadFolder[] = ['ambient', 'announcement'];

/** The property form of one file (or of the item being edited). */
export interface MediaDraft {
  title: string;
  /** Null on an Abby file, which has a title only (spec 03 §3 "Upload metadata Abby"). */
  description: string | null;
  /** Kiosk libraries only; null elsewhere. */
  kioskFolder: UploadFolder | null;
}

/** A new file's form: its name without the extension as title, filed as Standard on a kiosk. */
export function draftOfFile(fileName: string, isKiosk: boolean): MediaDraft {
  return { title: defaultMediaTitle(fileName), description: '', kioskFolder: isKiosk ? 'ambient' : null };
}

/** An Abby file's form: its title only, from the file's name or the file's current title. */
export const titleOnlyDraft = (title: string): MediaDraft => ({
  title,
  description: null,
  kioskFolder: null,
});

/** The edit dialog's form of an existing item. */
export function draftOfItem(item: MediaItem): MediaDraft {
  const folder = item.kioskFolder;
  return {
    title: item.title,
    description: item.description,
    kioskFolder: folder === 'ambient' || folder === 'announcement' ? folder : null,
  };
}

/** Spec 03 §5: the title and description rules, in the console's order. */
export const draftFault = (draft: MediaDraft): MediaFault | null =>
  mediaTextFault(draft.title, draft.description ?? '');

/** The first form that does not hold, by index, or null when all do (Upload waits until then). */
export function firstFaultyDraft(drafts: readonly MediaDraft[]): number | null {
  const index = drafts.findIndex((draft) => draftFault(draft) !== null);
  return index < 0 ? null : index;
}

/** What the server is sent for one Genie form: trimmed texts, the kiosk behaviour when there is one. */
export function metadataOf(
  draft: MediaDraft,
): Required<Pick<MediaUploadMetadata, 'title' | 'description'>> & Pick<MediaUploadMetadata, 'kioskFolder'> {
  return {
    title: draft.title.trim(),
    description: (draft.description ?? '').trim(),
    ...(draft.kioskFolder ? { kioskFolder: draft.kioskFolder } : {}),
  };
}
