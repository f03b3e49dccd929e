import { Button, Stack, TextField, Typography } from '@mui/material';
import type { MessageKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { ComposeFormState } from '../hooks/useComposeForm';

/** What each kind's file picker offers (spec 03 §5: mp3 audio, mp4 video, pictures but webp). */
const ACCEPT: Record<Exclude<MessageKind, 'text'>, string> = {
  image: 'image/png,image/jpeg,image/gif,image/bmp,image/tiff',
  audio: 'audio/mpeg,audio/mp3,.mp3',
  video: 'video/mp4,.mp4',
};

/** What the message says: its subject, then the text, or the file and its title. */
export function MessageContentFields({ composeForm }: { composeForm: ComposeFormState }) {
  const { t } = useTranslation('messages');
  const { kind, faults } = composeForm;
  return (
    <>
      <TextField
        label={t('composeDialog.subject')}
        value={composeForm.subject}
        onChange={(event) => composeForm.setSubject(event.target.value)}
        error={faults.subject !== undefined}
        helperText={faults.subject}
      />
      {kind === 'text' ? (
        <TextField
          label={t('composeDialog.text')}
          value={composeForm.text}
          onChange={(event) => composeForm.setText(event.target.value)}
          required
          multiline
          minRows={3}
          error={faults.text !== undefined}
          helperText={faults.text}
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
                onChange={(event) => composeForm.chooseFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
              {composeForm.file?.name ?? t('composeDialog.noFile')}
            </Typography>
          </Stack>
          <TextField
            label={t('composeDialog.mediaTitle')}
            value={composeForm.title}
            onChange={(event) => composeForm.setTitle(event.target.value)}
            required
            error={faults.title !== undefined}
            helperText={faults.title}
          />
        </>
      )}
    </>
  );
}
