import { useId } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n/locale.util';
import { useComposeForm, type ComposeFormConfig } from '../hooks/useComposeForm';
import { MessageContentFields } from './MessageContentFields';
import { MessageKindField } from './MessageKindField';
import { MessageRecipientsField } from './MessageRecipientsField';

/** Spec 03 §9: the messaging dialogs are 380 px wide in English, 450 otherwise. */
const WIDTH_ENGLISH = 380;
const WIDTH_OTHER = 450;

export interface ComposeDialogProps extends ComposeFormConfig {
  open: boolean;
  /** The message is on its way: the dialog waits. */
  sending: boolean;
  onClose: () => void;
}

/**
 * The compose dialog (spec 03 §2.14): the recipients (automatic with one resident), the kind
 * (text, image, audio or video), the text or the file and its title, and Send, enabled once the
 * message has a resident and content. The rules of the core are checked once Send is pressed.
 */
export function ComposeDialog(props: ComposeDialogProps) {
  const { i18n } = useTranslation();
  const width = toLocale(i18n.language).startsWith('en') ? WIDTH_ENGLISH : WIDTH_OTHER;
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.sending ? undefined : props.onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <ComposeForm titleId={titleId} {...props} />}
    </Dialog>
  );
}

function ComposeForm({
  titleId,
  sending,
  onSend,
  onClose,
  recipients,
}: ComposeDialogProps & { titleId: string }) {
  const { t } = useTranslation('messages');
  const composeForm = useComposeForm({ recipients, onSend });

  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        composeForm.submit();
      }}
    >
      <DialogTitle id={titleId}>{t('composeDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MessageRecipientsField composeForm={composeForm} recipients={recipients} />
          <MessageKindField composeForm={composeForm} labelId={`${titleId}-type`} />
          <MessageContentFields composeForm={composeForm} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('composeDialog.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={sending || !composeForm.canSend}
          startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('composeDialog.send')}
        </Button>
      </DialogActions>
    </form>
  );
}
