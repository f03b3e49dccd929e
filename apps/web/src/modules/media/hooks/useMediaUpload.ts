import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem, MediaKind, MediaUploadResult } from '@ambient/core';
import { isApiError } from '../../../api/api-error';
import type { UploadProgress } from '../../../api/http-client';
import { mediaApi, type MediaLibrary } from '../../../api/media.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { describeFailure, feedback } from '../../shell';
import { pickMediaFiles } from '../utils/media-files.util';
import {
  draftFault,
  draftOfFile,
  draftOfItem,
  firstFaultyDraft,
  metadataOf,
  type MediaDraft,
} from '../utils/media-drafts.util';
import { DEFAULT_UPLOAD_PAGE_SIZE, type UploadPageSize } from '../utils/upload-pager.util';

/** Spec 03 §4: the progress bar says "Finalizing" this long after the bytes reached 100 %. */
export const FINALIZING_AFTER_MS = 500;

/** The upload / edit dialog (spec 03 §2.4): adding new files, or editing one item. */
export type MediaDialog =
  { mode: 'add'; kind: MediaKind; library: MediaLibrary; files: File[] } | { mode: 'edit'; item: MediaItem };

/** Where an add stands: the forms, the bytes going up, the server finishing, the answers. */
export type UploadPhase =
  | { step: 'form' }
  | { step: 'uploading'; percent: number }
  | { step: 'finalizing' }
  | { step: 'done'; results: MediaUploadResult[] };

const percentOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/**
 * The add and edit flows of a media manager (spec 03 §2.4, §4, §5): picked files are filtered
 * for their content type (notices for skipped ones, "Invalid Media" when none is left, and the
 * dialog stays closed then); each file gets a form with its default title; validation waits for
 * the first Upload or Save; the upload reports its progress, then "Finalizing", then each file's
 * result. An edit saves one item's texts.
 */
export function useMediaUpload(isKiosk: boolean) {
  const queryClient = useQueryClient();
  const translate = useTranslateMessage();
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

  /** Files picked for one content type: filtered, then the dialog opens if any is left. */
  const pick = (library: MediaLibrary, kind: MediaKind, picked: readonly File[]) => {
    const { accepted, notices, refusal } = pickMediaFiles(picked, kind);
    for (const notice of notices) feedback.notify(translate(notice));
    if (refusal) {
      feedback.showDialog({ titleKey: 'invalidMedia', message: translate(refusal), severity: 'warning' });
      return;
    }
    open(
      { mode: 'add', kind, library, files: accepted },
      accepted.map((file) => draftOfFile(file.name, isKiosk)),
    );
  };

  const upload = useMutation({
    meta: { silent: true },
    mutationFn: ({ library, kind, files }: Extract<MediaDialog, { mode: 'add' }>) => {
      cancel.current = new AbortController();
      return mediaApi.upload(
        library,
        kind,
        files.map((file, index) => ({ file, metadata: metadataOf(drafts[index]!) })),
        (progress) => {
          const percent = percentOf(progress);
          setPhase((current) => (current.step === 'uploading' ? { step: 'uploading', percent } : current));
          if (percent === 100 && finalizing.current === undefined)
            finalizing.current = window.setTimeout(
              () => setPhase((current) => (current.step === 'uploading' ? { step: 'finalizing' } : current)),
              FINALIZING_AFTER_MS,
            );
        },
        cancel.current.signal,
      );
    },
    onMutate: () => setPhase({ step: 'uploading', percent: 0 }),
    onSuccess: ({ uploadResults }) => setPhase({ step: 'done', results: uploadResults }),
    onError: (error) => {
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
      void refresh();
    },
  });

  const save = useMutation({
    mutationFn: ({ item, draft }: { item: MediaItem; draft: MediaDraft }) =>
      mediaApi.update(item.mediaItemId, metadataOf(draft)),
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
    else save.mutate({ item: dialog.item, draft: drafts[0]! });
  };

  return {
    dialog,
    drafts,
    pick,
    edit: (item: MediaItem) => open({ mode: 'edit', item }, [draftOfItem(item)]),
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
