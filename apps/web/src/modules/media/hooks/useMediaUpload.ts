import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultMediaTitle, type AbbyMediaFile, type MediaItem, type MediaKind } from '@ambient/core';
import { abbyMediaApi, type AbbyPickerProfile } from '../api/abby-media.endpoints';
import { isApiError } from '../../../api/api-error';
import type { UploadProgress } from '../../../api/http-client';
import { mediaApi, type MediaLibrary } from '../api/media.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { describeFailure } from '../../../ui/feedback/describe-failure.util';
import { feedback } from '../../../ui/feedback/feedback.store';
import { readImageSize } from '../../profile';
import { inspectPictures, pickMediaFiles, type RefusedFile } from '../utils/media-files.util';
import {
  draftFault,
  draftOfFile,
  draftOfItem,
  firstFaultyDraft,
  metadataOf,
  titleOnlyDraft,
  type MediaDraft,
} from '../utils/media-drafts.util';
import { DEFAULT_UPLOAD_PAGE_SIZE, type UploadPageSize } from '../utils/upload-pager.util';

/** Spec 03 §4: the progress bar says "Finalizing" this long after the bytes reached 100 %. */
export const FINALIZING_AFTER_MS = 500;

/** The path type an Abby upload goes under: its name, and the file types it takes. */
export interface UploadPathType {
  id: number;
  description: string;
  allowedTypes: string;
}

/**
 * Where an add goes (spec 03 §2.4, "Context is Genie or Abby"): a Genie library, or a path type of
 * Abby's shared library, whose files have a title only; with a profile, the path type of that
 * profile, the files kept in its owner's library (decision 0080).
 */
export type UploadTarget =
  | { context: 'genie'; library: MediaLibrary }
  | { context: 'abby'; pathType: UploadPathType; profile?: AbbyPickerProfile };

/** What an edit changes: a Genie item's texts, or an Abby file's title. */
export type EditedMedia = { context: 'genie'; item: MediaItem } | { context: 'abby'; file: AbbyMediaFile };

/**
 * The upload / edit dialog (spec 03 §2.4): adding new files (with the picked pictures the
 * inspection refused, named above the forms), or editing one item.
 */
export type MediaDialog =
  | { mode: 'add'; kind: MediaKind; target: UploadTarget; files: File[]; refused: RefusedFile[] }
  | { mode: 'edit'; media: EditedMedia };

/** One file's answer: the title it was added under, or why it was refused. */
export interface UploadOutcome {
  fileName: string;
  title: string | null;
  errorMessage: string | null;
  /** The item made of it (Genie), for a caller that adds it somewhere. */
  mediaItemId?: number | null;
}

/** Where an add stands: the forms, the bytes going up, the server finishing (then the dialog closes). */
export type UploadPhase = { step: 'form' } | { step: 'uploading'; percent: number } | { step: 'finalizing' };

const percentOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** Sends an add to its library or path type, each file with its form; answers each file's outcome. */
async function sendFiles(
  target: UploadTarget,
  kind: MediaKind,
  files: readonly File[],
  drafts: readonly MediaDraft[],
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<UploadOutcome[]> {
  if (target.context === 'abby') {
    const titled = files.map((file, index) => ({ file, metadata: { title: drafts[index]!.title.trim() } }));
    const { uploadResults } = target.profile
      ? await abbyMediaApi.uploadToProfile(
          target.profile,
          target.pathType.id,
          kind,
          titled,
          onProgress,
          signal,
        )
      : await abbyMediaApi.upload(target.pathType.id, kind, titled, onProgress, signal);
    return uploadResults.map(({ fileName, mediaFile, errorMessage }) => ({
      fileName,
      title: mediaFile?.title ?? null,
      errorMessage,
    }));
  }
  const described = files.map((file, index) => ({ file, metadata: metadataOf(drafts[index]!) }));
  const { uploadResults } = await mediaApi.upload(target.library, kind, described, onProgress, signal);
  return uploadResults.map(({ fileName, mediaItem, errorMessage }) => ({
    fileName,
    title: mediaItem?.title ?? null,
    errorMessage,
    mediaItemId: mediaItem?.mediaItemId ?? null,
  }));
}

/** What a caller of the upload flow may add: the items kept, given to `onAdded` once uploaded. */
export interface MediaUploadOptions {
  /** Called with the new Genie items' ids once the upload answered (an album adds them). */
  onAdded?: (mediaItemIds: number[]) => Promise<unknown>;
}

/**
 * The add and edit flows of a media manager (spec 03 §2.4, §4, §5, §8): picked files are filtered
 * for their content type (notices for skipped ones, "Invalid Media" when none is left) and
 * pictures for their size ("Inspection Failed" for those below 400 × 400 pixels); when nothing is
 * left the dialog stays closed. Each file gets a form with its default title; validation waits for
 * the first Upload or Save; the upload reports its progress, then "Finalizing"; once the server
 * answered, the new items go to the caller (`onAdded`, and the lists of media refetched) and the
 * dialog closes, the files the server refused named in a dialog. An edit saves one item's texts.
 */
export function useMediaUpload(isKiosk: boolean, options: MediaUploadOptions = {}) {
  const queryClient = useQueryClient();
  const translate = useTranslateMessage();
  const { t } = useTranslation('media');
  const [dialog, setDialog] = useState<MediaDialog | null>(null);
  const [drafts, setDrafts] = useState<MediaDraft[]>([]);
  const [shownFrom, setShownFrom] = useState(0);
  const [pageSize, setPageSize] = useState<UploadPageSize>(DEFAULT_UPLOAD_PAGE_SIZE);
  const [validating, setValidating] = useState(false);
  const [phase, setPhase] = useState<UploadPhase>({ step: 'form' });
  const cancel = useRef<AbortController | null>(null);
  const finalizing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(finalizing.current), []);

  const refresh = () => invalidateReadModels(queryClient, ['media_items']);
  const open = (next: MediaDialog, forms: MediaDraft[]) => {
    setDialog(next);
    setDrafts(forms);
    setShownFrom(0);
    setPageSize(DEFAULT_UPLOAD_PAGE_SIZE);
    setValidating(false);
    setPhase({ step: 'form' });
  };

  /** One line per file: its name, then why it was not added. */
  const linesOf = (files: ReadonlyArray<{ fileName: string; reason: string }>) =>
    files.map(({ fileName, reason }) => t('upload.fileFault', { name: fileName, reason })).join('\n');

  /** The forms of the files an add keeps: the dialog opens with them. */
  const openAdd = (target: UploadTarget, kind: MediaKind, files: File[], refused: RefusedFile[]) => {
    const abby = target.context === 'abby';
    open(
      { mode: 'add', kind, target, files, refused },
      files.map((file) =>
        abby ? titleOnlyDraft(defaultMediaTitle(file.name)) : draftOfFile(file.name, isKiosk),
      ),
    );
  };

  /** Pictures are inspected before they are sent: those too small are refused, the rest go on. */
  const inspect = async (target: UploadTarget, kind: MediaKind, files: File[]) => {
    const { kept, refused } = await inspectPictures(files, readImageSize);
    if (kept.length > 0) {
      openAdd(target, kind, kept, refused);
      return;
    }
    feedback.showDialog({
      titleKey: 'inspectionFailed',
      message: linesOf(refused.map(({ fileName, reason }) => ({ fileName, reason: translate(reason) }))),
      severity: 'warning',
    });
  };

  /** Files picked for one content type: filtered and inspected, then the dialog opens if any is left. */
  const pick = (target: UploadTarget, kind: MediaKind, picked: readonly File[]) => {
    const abby = target.context === 'abby' ? target.pathType : null;
    const { accepted, notices, refusal } = pickMediaFiles(picked, kind, abby?.allowedTypes);
    for (const notice of notices) feedback.notify(translate(notice));
    if (refusal) {
      feedback.showDialog({ titleKey: 'invalidMedia', message: translate(refusal), severity: 'warning' });
      return;
    }
    if (kind === 'image') void inspect(target, kind, accepted);
    else openAdd(target, kind, accepted, []);
  };

  /** Spec 03 §4: the dialog closes over the caller's screen, showing the new items; refused files named. */
  const finish = (results: UploadOutcome[]) => {
    setDialog(null);
    setPhase({ step: 'form' });
    const notAdded = results.flatMap(({ fileName, title, errorMessage }) =>
      title === null ? [{ fileName, reason: errorMessage ?? '' }] : [],
    );
    if (notAdded.length === 0) return;
    feedback.showDialog({
      titleKey: 'someFilesNotAdded',
      message: `${t('upload.partlyAdded', {
        count: results.length - notAdded.length,
        total: results.length,
      })}\n${linesOf(notAdded)}`,
      severity: 'warning',
    });
  };

  const upload = useMutation({
    meta: { silent: true },
    mutationFn: async ({ target, kind, files }: Extract<MediaDialog, { mode: 'add' }>) => {
      cancel.current = new AbortController();
      const onProgress = (progress: UploadProgress) => {
        const percent = percentOf(progress);
        setPhase((current) => (current.step === 'uploading' ? { step: 'uploading', percent } : current));
        if (percent === 100 && finalizing.current === undefined)
          finalizing.current = window.setTimeout(
            () => setPhase((current) => (current.step === 'uploading' ? { step: 'finalizing' } : current)),
            FINALIZING_AFTER_MS,
          );
      };
      const results = await sendFiles(target, kind, files, drafts, onProgress, cancel.current.signal);
      const added = results.flatMap((result) => (result.mediaItemId ? [result.mediaItemId] : []));
      if (options.onAdded && added.length > 0) await options.onAdded(added);
      // The screen that opened the dialog shows the new items as it closes.
      await refresh();
      return results;
    },
    onMutate: () => setPhase({ step: 'uploading', percent: 0 }),
    onSuccess: finish,
    onError: (error) => {
      void refresh();
      setPhase({ step: 'form' });
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Spec 03 §4: a failed network is ignored; the forms stay for another try.
      if (isApiError(error) && (error.kind === 'network' || error.isUnauthorized)) return;
      if (isApiError(error) && error.status === 422)
        feedback.showDialog({ titleKey: 'invalidMedia', message: error.serverMessage, severity: 'warning' });
      else feedback.showDialog(describeFailure(error));
    },
    onSettled: () => {
      window.clearTimeout(finalizing.current);
      finalizing.current = undefined;
      cancel.current = null;
    },
  });

  const save = useMutation({
    mutationFn: async ({ media, draft }: { media: EditedMedia; draft: MediaDraft }): Promise<void> => {
      if (media.context === 'abby') await abbyMediaApi.rename(media.file.mediaFileId, draft.title.trim());
      else await mediaApi.update(media.item.mediaItemId, metadataOf(draft));
    },
    onSuccess: () => setDialog(null),
    onSettled: refresh,
  });

  /** Upload or Save: the forms are checked from now on; the first faulty one is shown. */
  const submit = () => {
    if (!dialog) return;
    setValidating(true);
    const faulty = firstFaultyDraft(drafts);
    if (faulty !== null) {
      setShownFrom(faulty - (faulty % pageSize));
      return;
    }
    if (dialog.mode === 'add') upload.mutate(dialog);
    else save.mutate({ media: dialog.media, draft: drafts[0]! });
  };

  return {
    dialog,
    drafts,
    pick,
    edit: (item: MediaItem) => open({ mode: 'edit', media: { context: 'genie', item } }, [draftOfItem(item)]),
    rename: (file: AbbyMediaFile) =>
      open({ mode: 'edit', media: { context: 'abby', file } }, [titleOnlyDraft(file.title)]),
    change: (index: number, change: Partial<MediaDraft>) =>
      setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft))),
    faultOf: (index: number) => {
      const draft = drafts[index];
      return validating && draft ? draftFault(draft) : null;
    },
    shownFrom,
    setShownFrom,
    pageSize,
    setPageSize: (size: UploadPageSize) => {
      setPageSize(size);
      setShownFrom((from) => from - (from % size));
    },
    phase,
    busy: upload.isPending || save.isPending,
    submit,
    close: () => {
      cancel.current?.abort();
      setDialog(null);
    },
  };
}
