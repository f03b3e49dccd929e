import { useState } from 'react';
import { FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { albumTextFault } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { EntityForm } from './EntityDialog';

/** What a playlist-like form edits: its name, its description and whether it is the active one. */
export interface PlaylistTexts {
  name: string;
  description: string;
  isActive: boolean;
}

interface PlaylistTextsFormProps {
  titleId: string;
  title: string;
  busy: boolean;
  /** The item edited; null for a new one. */
  initial: PlaylistTexts | null;
  labels: { name: string; description: string; activate: string };
  /** The Activate switch (spec 03 §4): hidden on a new item, disabled with its reason. */
  activate: { state: 'hidden' | 'disabled' | 'enabled'; hint: string | null };
  onSave: (texts: PlaylistTexts) => void;
  onClose: () => void;
}

/**
 * The form of a Community Playlist or an Abby profile (spec 03 §2.8, §2.9): name and description
 * with the rules of §5, checked once Save is pressed and then as the fields change, and the
 * Activate switch when editing.
 */
export function PlaylistTextsForm({
  titleId,
  title,
  busy,
  initial,
  labels,
  activate,
  onSave,
  onClose,
}: PlaylistTextsFormProps) {
  const { t } = useTranslation('common');
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isActive, setActive] = useState(initial?.isActive ?? false);
  const [saveTried, setSaveTried] = useState(false);
  const translateMessage = useTranslateMessage();
  const fault = saveTried ? albumTextFault(name, description) : null;
  const faultText = fault ? translateMessage(fault) : undefined;
  const nameFault = fault && fault.key !== 'album.descriptionTooLong' ? faultText : undefined;
  const descriptionFault = fault?.key === 'album.descriptionTooLong' ? faultText : undefined;
  const hintId = activate.hint ? `${titleId}-activate` : undefined;
  return (
    <EntityForm
      titleId={titleId}
      title={title}
      busy={busy}
      saveLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={() => {
        setSaveTried(true);
        if (!albumTextFault(name, description)) onSave({ name, description, isActive });
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={labels.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          error={nameFault !== undefined}
          helperText={nameFault}
        />
        <TextField
          label={labels.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={2}
          error={descriptionFault !== undefined}
          helperText={descriptionFault}
        />
        {activate.state === 'hidden' ? null : (
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={isActive}
                  disabled={activate.state === 'disabled'}
                  onChange={(event) => setActive(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': hintId } }}
                />
              }
              label={labels.activate}
            />
            {hintId ? <FormHelperText id={hintId}>{activate.hint}</FormHelperText> : null}
          </div>
        )}
      </Stack>
    </EntityForm>
  );
}
