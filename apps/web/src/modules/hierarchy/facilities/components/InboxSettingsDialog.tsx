import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Switch,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageKeys, messagesApi } from '../../../messages';
import { feedback } from '../../../../ui/feedback/feedback.store';

export interface InboxSettingsDialogProps {
  /** The facility whose inbox is set; null when closed. */
  facility: { id: number; name: string } | null;
  onClose: () => void;
}

/**
 * A facility's moderated inbox (decision 0077): one switch, off by default. Admins and the
 * facility's domain managers change it, as they change its alert settings.
 */
export function InboxSettingsDialog({ facility, onClose }: InboxSettingsDialogProps) {
  return (
    <Dialog open={facility !== null} onClose={onClose} aria-labelledby="inbox-settings-title" maxWidth="xs">
      {facility && <InboxSettingsForm key={facility.id} facility={facility} onClose={onClose} />}
    </Dialog>
  );
}

function InboxSettingsForm({
  facility,
  onClose,
}: {
  facility: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('facilities');
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: messageKeys.inboxSettings(facility.id),
    queryFn: ({ signal }) => messagesApi.inboxSettings(facility.id, signal),
  });
  const [moderated, setModerated] = useState<boolean | null>(null);
  const shown = moderated ?? settings.data?.settings.moderated ?? false;
  const save = useMutation({
    mutationFn: () => messagesApi.changeInboxSettings(facility.id, shown),
    onSuccess: (answer) => {
      queryClient.setQueryData(messageKeys.inboxSettings(facility.id), answer);
      feedback.notify(t('inbox.saved', { name: facility.name }));
      onClose();
    },
  });
  return (
    <>
      <DialogTitle id="inbox-settings-title">{t('inbox.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('inbox.help')}</DialogContentText>
        <FormControlLabel
          control={
            <Switch
              checked={shown}
              disabled={settings.isPending}
              onChange={(event) => setModerated(event.target.checked)}
            />
          }
          label={t('inbox.switch')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('inbox.cancel')}</Button>
        <Button
          variant="contained"
          disabled={settings.isPending || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('inbox.save')}
        </Button>
      </DialogActions>
    </>
  );
}
