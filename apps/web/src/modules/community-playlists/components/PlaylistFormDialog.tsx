import { useState } from 'react';
import { FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { activateSwitch, kioskPlaylistTextFault } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { EntityDialog, EntityForm } from '../../../ui/resource';
import type { useCommunityPlaylists } from '../hooks/useCommunityPlaylists';

type Playlists = ReturnType<typeof useCommunityPlaylists>;

/** The create and edit dialog of a community playlist (spec 03 §2.8): name, description, and Activate when editing. */
export function PlaylistFormDialog({ playlists }: { playlists: Playlists }) {
  return (
    <EntityDialog
      open={playlists.editing !== null}
      width={480}
      busy={playlists.saving}
      onClose={playlists.closeEdit}
    >
      {(titleId) =>
        playlists.editing ? (
          <PlaylistForm
            key={playlists.editing.playlist?.id ?? 'new'}
            titleId={titleId}
            playlists={playlists}
          />
        ) : null
      }
    </EntityDialog>
  );
}

function PlaylistForm({ titleId, playlists }: { titleId: string; playlists: Playlists }) {
  const { t } = useTranslation(['communityPlaylists', 'common']);
  const playlist = playlists.editing?.playlist ?? null;
  const [name, setName] = useState(playlist?.name ?? '');
  const [description, setDescription] = useState(playlist?.description ?? '');
  const [isActive, setActive] = useState(playlist?.isActive ?? false);
  // The rules of spec 03 §5, checked once Save is pressed, then as the fields change.
  const [saveTried, setSaveTried] = useState(false);
  const translateMessage = useTranslateMessage();
  const fault = saveTried ? kioskPlaylistTextFault(name, description) : null;
  const faultText = fault ? translateMessage(fault) : undefined;
  const nameFault = fault && fault.key !== 'album.descriptionTooLong' ? faultText : undefined;
  const descriptionFault = fault?.key === 'album.descriptionTooLong' ? faultText : undefined;
  const switchState = activateSwitch(playlist);
  const hint = !playlist
    ? null
    : playlist.isActive
      ? t('activeAlready')
      : playlist.mediaCount === 0
        ? t('activateNoMedia')
        : playlist.isMissingMedia
          ? t('activateMissingMedia')
          : null;
  return (
    <EntityForm
      titleId={titleId}
      title={playlist ? t('editTitle') : t('create')}
      busy={playlists.saving}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onSubmit={() => {
        setSaveTried(true);
        if (!kioskPlaylistTextFault(name, description)) playlists.save({ name, description, isActive });
      }}
      onClose={playlists.closeEdit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          error={nameFault !== undefined}
          helperText={nameFault}
        />
        <TextField
          label={t('description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={2}
          error={descriptionFault !== undefined}
          helperText={descriptionFault}
        />
        {switchState === 'hidden' ? null : (
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={isActive}
                  disabled={switchState === 'disabled'}
                  onChange={(event) => setActive(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': hint ? `${titleId}-activate` : undefined } }}
                />
              }
              label={t('activate')}
            />
            {hint ? <FormHelperText id={`${titleId}-activate`}>{hint}</FormHelperText> : null}
          </div>
        )}
      </Stack>
    </EntityForm>
  );
}
