import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Resident, ResidentPayload } from '@ambient/core';
import { invalidateReadModels } from '../../../api/read-models';
import { residentKeys, residentsApi } from '../api/residents.endpoints';
import { useDeleteFlow, useEntityDialog, usePersonName, type PinnedRows } from '../../../ui/resource';
import { useSession } from '../../session';
import { feedback } from '../../../ui/feedback/feedback.store';
import { residentName } from '../utils/resident-form.util';
import { useResidentMutations } from './useResidentMutations';
import { useResidentOptions } from './useResidentOptions';
import { useResidentPictureUpload } from './useResidentPictureUpload';

/** What the resident dialog opens on: a new resident of a type (add mode), or one to edit. */
export type ResidentDialogTarget =
  | {
      mode: 'new';
      kioskTypeId: number;
      /** Preselected kiosk, e.g. the filtered one or the kiosk dashboard's. */
      kioskId: number | null;
      /** The kiosk dashboard adds residents to its own kiosk. */
      kioskLocked: boolean;
    }
  | { mode: 'edit'; resident: Resident };

export interface ResidentEditorOptions {
  /** The table that keeps new rows on top. */
  pinned?: PinnedRows<Resident>;
  /** A new resident starts on this kiosk when it is of the chosen type (the filtered kiosk). */
  defaultKioskId?: number | null;
  /**
   * Called with the new resident read again from the server (GET residents/{id}/extended), so
   * a kiosk dashboard can put them at the top of its list (spec 02 §4).
   */
  onCreated?: (resident: Resident) => void;
  onDeleted?: (resident: Resident) => void;
}

/**
 * The resident dialog's behaviour, shared by the Residents manager, the resident dashboard
 * and the kiosk dashboard: the type chooser, add and edit (with the "An invitation email has
 * been sent!" notice after a create with a contact), the picture change, and delete with its
 * confirmation.
 */
export function useResidentEditor(config: ResidentEditorOptions = {}) {
  const { t } = useTranslation('residents');
  const personName = usePersonName();
  const { flags } = useSession();
  const queryClient = useQueryClient();
  const isResidentManager = flags?.isResidentManager ?? false;
  const options = useResidentOptions();
  const mutations = useResidentMutations(config.pinned ?? null, options.kiosks, options.facilities);
  const dialog = useEntityDialog<ResidentDialogTarget>();
  const [choosingType, setChoosingType] = useState(false);
  const [uploaded, setUploaded] = useState<{ residentId: number; base64: string } | null>(null);
  const { writePicture } = mutations;
  const { openFor, close } = dialog;

  const upload = useResidentPictureUpload((residentId, base64) => {
    writePicture(residentId, base64);
    setUploaded({ residentId, base64 });
    feedback.notify(t('pictureSaved'));
  });

  const openNew = useCallback(
    (kioskTypeId: number, kioskId: number | null = null, kioskLocked = false) =>
      openFor({ mode: 'new', kioskTypeId, kioskId, kioskLocked }),
    [openFor],
  );

  const openEdit = useCallback(
    (resident: Resident) => {
      setUploaded(null);
      openFor({ mode: 'edit', resident });
    },
    [openFor],
  );

  const { defaultKioskId = null, onCreated, onDeleted } = config;
  const chooseType = (kioskTypeId: number) => {
    setChoosingType(false);
    const kiosk = options.kiosks.find((k) => k.id === defaultKioskId);
    const matches = kiosk !== undefined && (kiosk.kioskTypeId ?? kiosk.typeId) === kioskTypeId;
    openNew(kioskTypeId, matches ? kiosk.id : null);
  };

  const save = (payload: ResidentPayload) => {
    const target = dialog.target;
    if (!target) return;
    if (target.mode === 'edit') {
      mutations.update.mutate(
        { ...payload, id: target.resident.id },
        {
          onSuccess: ({ resident }) => {
            feedback.notify(t('saved', { name: personName(residentName(resident)) }));
            close();
          },
        },
      );
      return;
    }
    mutations.create.mutate(payload, {
      onSuccess: ({ resident, isEmailSent }) => {
        close();
        feedback.notify(
          isEmailSent ? t('invitationSent') : t('added', { name: personName(residentName(resident)) }),
        );
        if (onCreated) {
          void queryClient
            .fetchQuery({
              queryKey: residentKeys.one(resident.id),
              queryFn: ({ signal }) => residentsApi.extended(resident.id, signal),
              staleTime: 0,
            })
            .then((fresh) => onCreated(fresh.resident))
            .catch(() => onCreated(resident));
        }
      },
    });
  };

  // Residents have no pre-check: once confirmed, the resident is deleted (and their key tag freed).
  const deletion = useDeleteFlow<Resident>(null, (resident) => {
    if (dialog.isOpen && dialog.target?.mode === 'edit' && dialog.target.resident.id === resident.id) close();
    mutations.remove.mutate(resident.id, {
      onSuccess: () => {
        feedback.notify(t('deleted', { name: personName(residentName(resident)) }));
        onDeleted?.(resident);
      },
    });
  });

  // Erasing (admins, decision 0061): once confirmed, the resident reads as erased everywhere.
  const erase = useMutation({
    mutationFn: (resident: Resident) => residentsApi.erase(resident.id),
    onSuccess: async () => {
      feedback.notify(t('erased'));
      await invalidateReadModels(queryClient, ['residents', 'media_items', 'memory_albums', 'messages']);
    },
  });
  const erasure = useDeleteFlow<Resident>(null, (resident) => {
    if (dialog.isOpen && dialog.target?.mode === 'edit' && dialog.target.resident.id === resident.id) close();
    erase.mutate(resident);
  });

  return {
    isResidentManager,
    options,
    dialog,
    typeChooser: {
      open: choosingType,
      ask: () => setChoosingType(true),
      cancel: () => setChoosingType(false),
      choose: chooseType,
    },
    openNew,
    openEdit,
    save,
    saving: mutations.create.isPending || mutations.update.isPending,
    picture: {
      /** The picture uploaded while this dialog is open, if any. */
      uploaded,
      uploading: upload.isPending,
      upload: (residentId: number, file: File) => upload.mutate({ residentId, file }),
    },
    deletion,
    /** Only admins erase a person's personal data. */
    canErase: flags?.isAdmin ?? false,
    erasure,
  };
}

export type ResidentEditor = ReturnType<typeof useResidentEditor>;
