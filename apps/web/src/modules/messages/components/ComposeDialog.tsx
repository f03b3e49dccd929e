import { useId, useState } from 'react';
import {
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  canSendDraft,
  messageDraftFault,
  MessageLimits,
  type MessageKind,
  type MessageUploadKind,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n/locale.util';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import type { ComposedMessage } from '../../../api/messages.endpoints';
import { usePersonName } from '../../../ui/resource';

/** Spec 03 §9: the messaging dialogs are 380 px wide in English, 450 otherwise. */
const WIDTH_ENGLISH = 380;
const WIDTH_OTHER = 450;

const KINDS: readonly MessageKind[] = ['text', 'image', 'audio', 'video'];
const UPLOAD_KIND: Record<MessageKind, MessageUploadKind> = {
  text: 'text-only',
  image: 'images',
  audio: 'audio',
  video: 'videos',
};
/** What each kind's file picker offers (spec 03 §5: mp3 audio, mp4 video, pictures but webp). */
const ACCEPT: Record<Exclude<MessageKind, 'text'>, string> = {
  image: 'image/png,image/jpeg,image/gif,image/bmp,image/tiff',
  audio: 'audio/mpeg,audio/mp3,.mp3',
  video: 'video/mp4,.mp4',
};

export interface ComposeDialogProps {
  open: boolean;
  /** The message is on its way: the dialog waits. */
  sending: boolean;
  onSend: (message: ComposedMessage) => void;
  onClose: () => void;
  /** The residents the message may go to; with only one, it goes to them. */
  recipients: ReadonlyArray<{ id: number; name: string }>;
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
  const personName = usePersonName();
  const translateMessage = useTranslateMessage();
  const only = recipients.length === 1 ? recipients[0] : undefined;
  const [ticked, setChosen] = useState<number[]>([]);
  // With one resident the message goes to them, even when they are known after the dialog opened.
  const chosen = only ? [only.id] : ticked;
  const [kind, setKind] = useState<MessageKind>('text');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sendTried, setSendTried] = useState(false);
  const draft = { kind, subject, text, title, residentIds: chosen };
  const fault = sendTried ? messageDraftFault(draft) : null;
  const faultOf = (...keys: string[]) =>
    fault && keys.includes(fault.key) ? translateMessage(fault) : undefined;
  const residentFault = faultOf('message.residentRequired');
  const textFault = faultOf('message.textRequired', 'message.textTooLong');
  const titleFault = faultOf('message.titleRequired', 'message.titleTooLong');
  const subjectFault = faultOf('message.subjectTooLong');

  const chooseKind = (next: MessageKind | null) => {
    if (next === null) return;
    setKind(next);
    setFile(null);
  };
  const chooseFile = (picked: File | null) => {
    setFile(picked);
    // A new file's title is its name without extension, cut to the limit.
    if (picked && title.trim() === '')
      setTitle(
        picked.name
          .replace(/\.[^.]+$/, '')
          .trim()
          .slice(0, MessageLimits.titleMax),
      );
  };
  const submit = () => {
    setSendTried(true);
    if (messageDraftFault(draft)) return;
    onSend({ residentIds: chosen, kind: UPLOAD_KIND[kind], subject, text, title, file });
  };

  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id={titleId}>{t('composeDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl error={residentFault !== undefined} component="fieldset">
            <FormLabel component="legend">{t('composeDialog.recipients')}</FormLabel>
            {only ? (
              <Typography>{personName(only.name)}</Typography>
            ) : recipients.length === 0 ? (
              <Typography color="text.secondary">{t('composeDialog.noRecipients')}</Typography>
            ) : (
              <FormGroup>
                {recipients.map((resident) => (
                  <FormControlLabel
                    key={resident.id}
                    label={personName(resident.name)}
                    control={
                      <Checkbox
                        checked={chosen.includes(resident.id)}
                        onChange={(event) =>
                          setChosen((current) =>
                            event.target.checked
                              ? [...current, resident.id]
                              : current.filter((id) => id !== resident.id),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
            {residentFault && <FormHelperText>{residentFault}</FormHelperText>}
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend" id={`${titleId}-type`}>
              {t('composeDialog.type')}
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={kind}
              onChange={(_event, next: MessageKind | null) => chooseKind(next)}
              aria-labelledby={`${titleId}-type`}
              sx={{ mt: 1 }}
            >
              {KINDS.map((each) => (
                <ToggleButton key={each} value={each}>
                  {t(`composeDialog.types.${each}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </FormControl>
          <TextField
            label={t('composeDialog.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={subjectFault !== undefined}
            helperText={subjectFault}
          />
          {kind === 'text' ? (
            <TextField
              label={t('composeDialog.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
              multiline
              minRows={3}
              error={textFault !== undefined}
              helperText={textFault}
            />
          ) : (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button component="label" variant="outlined">
                  {t('composeDialog.chooseFile')}
                  <input
                    hidden
                    type="file"
                    accept={ACCEPT[kind]}
                    data-testid="message-file"
                    onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                  {file?.name ?? t('composeDialog.noFile')}
                </Typography>
              </Stack>
              <TextField
                label={t('composeDialog.mediaTitle')}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                required
                error={titleFault !== undefined}
                helperText={titleFault}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('composeDialog.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={sending || !canSendDraft(draft, file !== null)}
          startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('composeDialog.send')}
        </Button>
      </DialogActions>
    </form>
  );
}
