import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import {
  formatTableDate,
  kioskEmailDraftFault,
  KioskEmailLimits,
  selectableKinds,
  type KioskEmailResident,
  type MediaKind,
  type MessageKey,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { ComposedKioskEmail } from '../api/kiosk-emails.endpoints';
import { kioskEmailsApi } from '../api/kiosk-emails.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { usePersonName, useTableLocale } from '../../../ui/resource';
import { MediaSelectorDialog, type SelectorLibrary } from '../../media';
import {
  ACCEPT,
  addAttachments,
  fileFits,
  titleOfFile,
  type DraftAttachment,
} from '../utils/attachments.util';
import { AttachmentCard } from './AttachmentCard';
import { AttachmentPager } from './AttachmentPager';
import { ResidentPickerDialog } from './ResidentPickerDialog';

const DEVICE_KINDS: readonly MediaKind[] = ['image', 'audio', 'video'];
/** The part of the dialog each rule is about; the others are about the attachments. */
const FAULT_PLACE: Partial<Record<MessageKey, 'residents' | 'message'>> = {
  'kioskEmail.residentRequired': 'residents',
  'kioskEmail.tooManyResidents': 'residents',
  'kioskEmail.messageRequired': 'message',
  'kioskEmail.messageTooLong': 'message',
};
const ADD_LABEL = { image: 'create.addImage', audio: 'create.addAudio', video: 'create.addVideo' } as const;

export interface KioskEmailDialogProps {
  open: boolean;
  kioskId: number;
  residents: readonly KioskEmailResident[];
  /** The libraries the library selector offers: the kiosk's (for those who see it) and the public one. */
  libraries: readonly SelectorLibrary[];
  sending: boolean;
  /** Why the last send was refused, in the caller's language. */
  error: string | null;
  onSend: (email: ComposedKioskEmail) => void;
  onClose: () => void;
}

/**
 * The create dialog of a Geniegram (spec 03 §2.15, §4, §5): the residents (picked in their own
 * dialog; taken at once when only one may be chosen), the message, and attachments from the device
 * or the library: after a picture or audio only pictures and audio, after a video only videos,
 * everything again once none is left. Send checks the core's rules; a sent one closes the dialog.
 */
export function KioskEmailDialog(props: KioskEmailDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.sending ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {props.open && <CreateForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function CreateForm({
  kioskId,
  residents,
  libraries,
  sending,
  error,
  onSend,
  onClose,
  titleId,
}: KioskEmailDialogProps & { titleId: string }) {
  const { t } = useTranslation(['kioskEmails', 'common']);
  const translateMessage = useTranslateMessage();
  const personName = usePersonName();
  const locale = useTableLocale();
  const selectable = useMemo(() => residents.filter((resident) => resident.isSelectable), [residents]);
  const [residentIds, setResidentIds] = useState<number[]>(() =>
    selectable.length === 1 ? [selectable[0]!.id] : [],
  );
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<DraftAttachment[]>([]);
  const [picking, setPicking] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [checked, setChecked] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [deviceKind, setDeviceKind] = useState<MediaKind>('image');
  // The local addresses of the pictures picked are freed when the dialog closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const allowed = selectableKinds(attachments.map((attachment) => attachment.kind));
  const fault = kioskEmailDraftFault({ message, residentIds, kinds: attachments.map((each) => each.kind) });
  // Where the dialog shows the rule that fails, once Send was pressed.
  const shown =
    checked && fault ? { text: translateMessage(fault), at: FAULT_PLACE[fault.key] ?? 'attachments' } : null;
  const today = formatTableDate(new Date(), locale);

  const previewOf = (attachment: DraftAttachment) => {
    if (attachment.kind !== 'image') return null;
    const src = attachment.source === 'library' ? attachment.thumbnail : attachment.previewUrl;
    return src ? (
      <Box
        component="img"
        src={src}
        alt={attachment.title}
        sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }}
      />
    ) : null;
  };

  const pickFiles = (kind: MediaKind) => {
    setDeviceKind(kind);
    if (fileInput.current) {
      fileInput.current.accept = ACCEPT[kind];
      fileInput.current.value = '';
      fileInput.current.click();
    }
  };

  const chooseFromLibrary = async (ids: number[]) => {
    setChoosing(true);
    try {
      const items = await Promise.all(ids.map((id) => kioskEmailsApi.mediaItem(id)));
      setAttachments((current) =>
        addAttachments(
          current.filter((each) => !(each.source === 'library' && ids.includes(each.mediaItemId))),
          items.map(({ mediaItem }) => ({
            key: `library-${mediaItem.mediaItemId}`,
            source: 'library' as const,
            kind: mediaItem.kind,
            title: mediaItem.title,
            mediaItemId: mediaItem.mediaItemId,
            thumbnail: mediaItem.thumbnail,
            date: mediaItem.createDate,
          })),
        ),
      );
      setSelecting(false);
    } finally {
      setChoosing(false);
    }
  };

  const send = () => {
    setChecked(true);
    if (fault) return;
    onSend({
      kioskId,
      residentIds,
      message,
      files: attachments.flatMap((each) =>
        each.source === 'device' ? [{ file: each.file, title: each.title, kind: each.kind }] : [],
      ),
      mediaItemIds: attachments.flatMap((each) => (each.source === 'library' ? [each.mediaItemId] : [])),
    });
  };

  const chosen = residents.filter((resident) => residentIds.includes(resident.id));
  return (
    <>
      <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle2" sx={{ flex: 1 }}>
                {t('create.residents')}
              </Typography>
              <Button size="small" onClick={() => setPicking(true)} disabled={sending}>
                {t('create.chooseResidents')}
              </Button>
            </Stack>
            {chosen.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('create.noResidents')}
              </Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {chosen.map((resident) => (
                  <Chip key={resident.id} label={personName(resident.name)} />
                ))}
              </Stack>
            )}
            {shown?.at === 'residents' && <FormHelperText error>{shown.text}</FormHelperText>}
          </Box>
          <TextField
            label={t('create.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={4}
            required
            disabled={sending}
            error={shown?.at === 'message'}
            helperText={
              shown?.at === 'message' ? shown.text : `${message.trim().length}/${KioskEmailLimits.messageMax}`
            }
          />
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {t('create.attachments')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('create.fromDevice')}
              </Typography>
              {DEVICE_KINDS.map((kind) => (
                <Button
                  key={kind}
                  size="small"
                  variant="outlined"
                  disabled={sending || !allowed.includes(kind)}
                  onClick={() => pickFiles(kind)}
                >
                  {t(ADD_LABEL[kind])}
                </Button>
              ))}
              <Button size="small" variant="outlined" disabled={sending} onClick={() => setSelecting(true)}>
                {t('create.fromLibrary')}
              </Button>
            </Stack>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-label={t(ADD_LABEL[deviceKind])}
              data-testid="kiosk-email-files"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])].filter((file) => fileFits(file, deviceKind));
                setAttachments((current) =>
                  addAttachments(
                    current,
                    files.map((file, index) => {
                      const previewUrl = deviceKind === 'image' ? URL.createObjectURL(file) : null;
                      if (previewUrl) previews.current.add(previewUrl);
                      return {
                        key: `device-${Date.now()}-${index}-${file.name}`,
                        source: 'device' as const,
                        kind: deviceKind,
                        title: titleOfFile(file.name),
                        file,
                        previewUrl,
                        date: new Date().toISOString(),
                      };
                    }),
                  ),
                );
              }}
            />
            {attachments.length > 0 && (
              <FormHelperText sx={{ mb: 1 }}>{t('create.onlyKinds')}</FormHelperText>
            )}
            {attachments.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('create.noAttachments')}
              </Typography>
            ) : (
              <AttachmentPager
                items={attachments}
                keyOf={(attachment) => attachment.key}
                render={(attachment) => (
                  <AttachmentCard
                    kind={attachment.kind}
                    title={attachment.title}
                    date={attachment.source === 'device' ? today : formatTableDate(attachment.date, locale)}
                    preview={previewOf(attachment)}
                    action={
                      <IconButton
                        size="small"
                        aria-label={t('create.remove', { title: attachment.title })}
                        disabled={sending}
                        onClick={() =>
                          setAttachments((current) => current.filter((each) => each.key !== attachment.key))
                        }
                      >
                        <Close fontSize="small" />
                      </IconButton>
                    }
                  />
                )}
              />
            )}
            {shown?.at === 'attachments' && <FormHelperText error>{shown.text}</FormHelperText>}
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('create.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('create.send')}
        </Button>
      </DialogActions>
      <ResidentPickerDialog
        open={picking}
        residents={residents}
        chosen={residentIds}
        onClose={() => setPicking(false)}
        onChoose={(ids) => {
          setResidentIds(ids);
          setPicking(false);
        }}
      />
      <MediaSelectorDialog
        open={selecting}
        title={t('create.libraryTitle')}
        libraries={libraries}
        busy={choosing}
        onClose={() => setSelecting(false)}
        onChoose={(ids) => void chooseFromLibrary(ids)}
      />
    </>
  );
}
