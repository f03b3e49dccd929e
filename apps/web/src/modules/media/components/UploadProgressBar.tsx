import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UploadPhase } from '../hooks/useMediaUpload';

/** The upload's real progress, then "Finalizing" while the server judges and stores the files. */
export function UploadProgressBar({ phase }: { phase: UploadPhase }) {
  const { t } = useTranslation('media');
  if (phase.step !== 'uploading' && phase.step !== 'finalizing') return null;
  const text =
    phase.step === 'finalizing' ? t('upload.finalizing') : t('upload.uploading', { percent: phase.percent });
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress
        aria-label={t('upload.progress')}
        variant={phase.step === 'finalizing' ? 'indeterminate' : 'determinate'}
        value={phase.step === 'uploading' ? phase.percent : undefined}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
