import { useState } from 'react';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { albumTextFault } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { EntityDialog, EntityForm } from '../../../ui/resource';
import type { useAlbums } from '../hooks/useAlbums';

/** The create and edit dialog of an album (spec 03 §2.7): name, description, slide show. */
export function AlbumFormDialog({ albums }: { albums: ReturnType<typeof useAlbums> }) {
  return (
    <EntityDialog open={albums.editing !== null} width={480} busy={albums.saving} onClose={albums.closeEdit}>
      {(titleId) =>
        albums.editing ? (
          <AlbumForm key={albums.editing.album?.id ?? 'new'} titleId={titleId} albums={albums} />
        ) : null
      }
    </EntityDialog>
  );
}

function AlbumForm({ titleId, albums }: { titleId: string; albums: ReturnType<typeof useAlbums> }) {
  const { t } = useTranslation(['albums', 'common']);
  const album = albums.editing?.album ?? null;
  const [name, setName] = useState(album?.name ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [isSlideShow, setSlideShow] = useState(album?.isSlideShow ?? false);
  // The rules of spec 03 §5, checked once Save is pressed, then as the fields change.
  const [saveTried, setSaveTried] = useState(false);
  const translateMessage = useTranslateMessage();
  const fault = saveTried ? albumTextFault(name, description) : null;
  const faultText = fault ? translateMessage(fault) : undefined;
  const nameFault = fault && fault.key !== 'album.descriptionTooLong' ? faultText : undefined;
  const descriptionFault = fault?.key === 'album.descriptionTooLong' ? faultText : undefined;
  return (
    <EntityForm
      titleId={titleId}
      title={album ? t('editTitle') : t('create')}
      busy={albums.saving}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onSubmit={() => {
        setSaveTried(true);
        if (!albumTextFault(name, description)) albums.save({ name, description, isSlideShow });
      }}
      onClose={albums.closeEdit}
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
        <FormControlLabel
          control={
            <Checkbox checked={isSlideShow} onChange={(event) => setSlideShow(event.target.checked)} />
          }
          label={t('slideShow')}
        />
      </Stack>
    </EntityForm>
  );
}
