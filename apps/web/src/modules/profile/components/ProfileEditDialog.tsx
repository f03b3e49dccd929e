import { useId } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { Language, Limits, type Profile } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../../ui/resource';
import { useProfileEditForm } from '../hooks/useProfileEditForm';
import { UserAvatar } from './UserAvatar';

export interface ProfileEditDialogProps {
  profile: Profile;
  onClose: () => void;
}

/** Edit Profile (width 330): name, display name, language, picture, default resident, read-only email. */
export function ProfileEditDialog({ profile, onClose }: ProfileEditDialogProps) {
  const { t } = useTranslation(['profile', 'common']);
  const personName = usePersonName();
  const titleId = useId();
  const edit = useProfileEditForm(profile, onClose);
  const nameError = edit.errorOf('name');
  const nicknameError = edit.errorOf('nickname');
  const busy = edit.saving || edit.uploading;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 330, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form onSubmit={edit.submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('profile:editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Box sx={{ position: 'relative' }}>
              <UserAvatar picture={edit.form.picture} name={edit.form.name} size={88} />
              {edit.uploading && (
                <CircularProgress
                  size={96}
                  sx={{ position: 'absolute', top: -4, left: -4 }}
                  aria-label={t('profile:uploading')}
                />
              )}
            </Box>
            <Button component="label" size="small" startIcon={<PhotoCameraOutlined />} disabled={busy}>
              {t('profile:changePicture')}
              <input
                hidden
                type="file"
                accept="image/*"
                aria-label={t('profile:picture')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) edit.uploadPicture(file);
                }}
              />
            </Button>
          </Stack>
          <TextField
            label={t('profile:name')}
            value={edit.form.name}
            onChange={(e) => edit.setField('name', e.target.value)}
            autoFocus
            autoComplete="name"
            error={nameError !== null}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: Limits.profileNameMax + 20, 'aria-required': true } }}
          />
          <TextField
            label={t('profile:displayName')}
            value={edit.form.nickname}
            onChange={(e) => edit.setField('nickname', e.target.value)}
            autoComplete="nickname"
            error={nicknameError !== null}
            helperText={nicknameError ?? t('profile:displayNameHint')}
          />
          <TextField
            select
            label={t('profile:language')}
            value={edit.form.languageId}
            onChange={(e) =>
              edit.setField(
                'languageId',
                Number(e.target.value) === Language.French ? Language.French : Language.English,
              )
            }
          >
            <MenuItem value={Language.English}>{t('common:languages.english')}</MenuItem>
            <MenuItem value={Language.French}>{t('common:languages.french')}</MenuItem>
          </TextField>
          {edit.showDefaultResident && (
            <TextField
              select
              label={t('profile:defaultResident')}
              value={edit.form.defaultResidentId ?? ''}
              onChange={(e) =>
                edit.setField('defaultResidentId', e.target.value === '' ? null : Number(e.target.value))
              }
            >
              {edit.residents.map((resident) => (
                <MenuItem key={resident.id} value={resident.id}>
                  {personName(resident.name)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('profile:email')}
            value={profile.email}
            slotProps={{ input: { readOnly: true } }}
          />
        </DialogContent>
        <DialogActions>
          {edit.changed ? (
            <>
              <Button onClick={onClose} disabled={busy}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('common:actions.save')}
              </Button>
            </>
          ) : (
            <Button type="submit" variant="contained">
              {t('common:actions.close')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
