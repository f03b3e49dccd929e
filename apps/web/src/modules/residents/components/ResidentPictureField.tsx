import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../../ui/resource';
import { residentName } from '../utils/resident-form.util';
import { ResidentAvatar } from './ResidentAvatar';

export interface ResidentPictureFieldProps {
  resident: Resident;
  /** The resident's current picture. */
  picture: string | null;
  uploading: boolean;
  busy: boolean;
  onPicture: (residentId: number, file: File) => void;
}

/** The resident's picture and Change Picture (spec 02 §5), which uploads at once. */
export function ResidentPictureField({
  resident,
  picture,
  uploading,
  busy,
  onPicture,
}: ResidentPictureFieldProps) {
  const { t } = useTranslation('residents');
  const personName = usePersonName();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
      <Box sx={{ position: 'relative' }}>
        <ResidentAvatar picture={picture} name={personName(residentName(resident))} size={88} />
        {uploading && (
          <CircularProgress
            size={96}
            sx={{ position: 'absolute', top: -4, left: -4 }}
            aria-label={t('dialog.uploading')}
          />
        )}
      </Box>
      <Button component="label" size="small" startIcon={<PhotoCameraOutlined />} disabled={busy || uploading}>
        {t('dialog.changePicture')}
        <input
          hidden
          type="file"
          accept="image/*"
          aria-label={t('dialog.picture')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onPicture(resident.id, file);
          }}
        />
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('dialog.pictureHint')}
      </Typography>
    </Stack>
  );
}
