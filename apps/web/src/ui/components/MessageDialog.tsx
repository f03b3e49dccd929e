import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
  severity?: 'warning' | 'error' | 'info';
}

/** A titled message with one button, used for the result convention and client checks. */
export function MessageDialog({
  open,
  title,
  message,
  closeLabel,
  onClose,
  severity = 'info',
}: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role={severity === 'info' ? 'dialog' : 'alertdialog'}
      slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} color={severity === 'error' ? 'error' : undefined}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
