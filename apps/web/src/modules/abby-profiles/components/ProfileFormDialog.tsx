import { useState } from 'react';
import { FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { albumTextFault, profileActivateSwitch } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { EntityDialog, EntityForm } from '../../../ui/resource';
import type { useAbbyProfiles } from '../hooks/useAbbyProfiles';

type Profiles = ReturnType<typeof useAbbyProfiles>;

/** The create and edit dialog of an Abby profile (spec 03 §2.9, §4, §5): name, description, and Activate when editing. */
export function ProfileFormDialog({ profiles }: { profiles: Profiles }) {
  return (
    <EntityDialog
      open={profiles.editing !== null}
      width={480}
      busy={profiles.saving}
      onClose={profiles.closeEdit}
    >
      {(titleId) =>
        profiles.editing ? (
          <ProfileForm key={profiles.editing.profile?.id ?? 'new'} titleId={titleId} profiles={profiles} />
        ) : null
      }
    </EntityDialog>
  );
}

function ProfileForm({ titleId, profiles }: { titleId: string; profiles: Profiles }) {
  const { t } = useTranslation(['abbyProfiles', 'common']);
  const profile = profiles.editing?.profile ?? null;
  const [name, setName] = useState(profile?.name ?? '');
  const [description, setDescription] = useState(profile?.description ?? '');
  const [isActive, setActive] = useState(profile?.isActive ?? false);
  // The rules of spec 03 §5, checked once Save is pressed, then as the fields change.
  const [saveTried, setSaveTried] = useState(false);
  const translateMessage = useTranslateMessage();
  const fault = saveTried ? albumTextFault(name, description) : null;
  const faultText = fault ? translateMessage(fault) : undefined;
  const nameFault = fault && fault.key !== 'album.descriptionTooLong' ? faultText : undefined;
  const descriptionFault = fault?.key === 'album.descriptionTooLong' ? faultText : undefined;
  const switchState = profileActivateSwitch(profile);
  const hint = !profile
    ? null
    : profile.isActive
      ? t('activeAlready')
      : !profile.isValid
        ? t('activateMissingMedia')
        : null;
  return (
    <EntityForm
      titleId={titleId}
      title={profile ? t('editTitle') : t('create')}
      busy={profiles.saving}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onSubmit={() => {
        setSaveTried(true);
        if (!albumTextFault(name, description)) profiles.save({ name, description, isActive });
      }}
      onClose={profiles.closeEdit}
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
