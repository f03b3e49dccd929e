import { useId, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export interface EntityDialogProps {
  open: boolean;
  /** Paper width in pixels (spec 01 §9). */
  width: number;
  busy: boolean;
  onClose: () => void;
  /** Renders the form, given the id its title must carry. */
  children: (titleId: string) => ReactNode;
}

/**
 * The frame of a create or edit dialog. The form inside is a separate component keyed by the
 * dialog's form key, so it starts over on opening and ~300 ms after closing.
 */
export function EntityDialog({ open, width, busy, onClose, children }: EntityDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {children(titleId)}
    </Dialog>
  );
}

export interface EntityFormProps {
  titleId: string;
  title: string;
  busy: boolean;
  saveLabel: string;
  cancelLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog's form: title, fields, Cancel and Save. */
export function EntityForm({
  titleId,
  title,
  busy,
  saveLabel,
  cancelLabel,
  onSubmit,
  onClose,
  children,
}: EntityFormProps) {
  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {saveLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
