import { Button, CircularProgress, DialogActions, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ResidentFormState } from '../hooks/useResidentForm';

export interface ResidentDialogActionsProps {
  residentForm: ResidentFormState;
  busy: boolean;
  onDelete: () => void;
  /** Erases the resident's personal data (admins; absent: the action is not offered). */
  onErase?: () => void;
  onClose: () => void;
}

/** Delete and Erase on the left; Close while nothing changed, else Cancel and Save. */
export function ResidentDialogActions({
  residentForm,
  busy,
  onDelete,
  onErase,
  onClose,
}: ResidentDialogActionsProps) {
  const { t } = useTranslation(['residents', 'common']);
  const { rules, resident, erased } = residentForm;
  const showErase = onErase !== undefined && resident !== null && !erased;
  return (
    <DialogActions>
      {(rules.showDelete || showErase) && (
        <Stack direction="row" spacing={1} sx={{ mr: 'auto' }}>
          {rules.showDelete && (
            <Button color="error" onClick={onDelete} disabled={busy}>
              {t('residents:dialog.delete')}
            </Button>
          )}
          {showErase && (
            <Button color="error" onClick={onErase} disabled={busy}>
              {t('residents:eraseDialog.open')}
            </Button>
          )}
        </Stack>
      )}
      {residentForm.unchanged ? (
        <Button type="submit" variant="contained" disabled={busy}>
          {t('common:actions.close')}
        </Button>
      ) : (
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('common:actions.save')}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
