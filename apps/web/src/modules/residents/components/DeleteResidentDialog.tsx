import { DialogContentText } from '@mui/material';
import type { Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, usePersonName, type DeleteFlow } from '../../../ui/resource';
import { residentName } from '../utils/resident-form.util';

/** The words of each question: deleting a resident, or erasing their personal data. */
const QUESTIONS = {
  delete: {
    title: 'residents:deleteDialog.title',
    confirm: 'residents:deleteDialog.confirm',
    message: 'residents:deleteDialog.message',
  },
  erase: {
    title: 'residents:eraseDialog.title',
    confirm: 'residents:eraseDialog.confirm',
    message: 'residents:eraseDialog.message',
  },
} as const;

export interface DeleteResidentDialogProps {
  /** The editor's delete flow (useDeleteFlow), or its erasure, confirmed the same way. */
  flow: DeleteFlow<Resident>;
  /** "Delete Resident?" (the default), or "Erase Personal Data?" (admins, decision 0061). */
  question?: keyof typeof QUESTIONS;
}

/**
 * "Delete Resident?": deleting a resident also frees their key tag (spec 02 §4). "Erase Personal
 * Data?": says what goes (the name and picture, the media library, the memory albums, the
 * messages) and that it cannot be undone.
 */
export function DeleteResidentDialog({ flow, question = 'delete' }: DeleteResidentDialogProps) {
  const { t } = useTranslation(['residents', 'common']);
  const personName = usePersonName();
  const words = QUESTIONS[question];
  return (
    <DeleteDialog
      flow={flow}
      title={t(words.title)}
      confirmLabel={t(words.confirm)}
      cancelLabel={t('common:actions.cancel')}
    >
      {(resident) => (
        <DialogContentText>
          {t(words.message, { name: resident ? personName(residentName(resident)) : '' })}
        </DialogContentText>
      )}
    </DeleteDialog>
  );
}
