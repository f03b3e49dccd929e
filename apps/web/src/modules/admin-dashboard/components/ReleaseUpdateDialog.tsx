import { useId, useRef } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import { formatSize } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { useReleaseUpdate } from '../hooks/useReleaseUpdate';

type Release = ReturnType<typeof useReleaseUpdate>;

/** Release Update: choose a zip, confirm, upload, then the next update level (spec 01 §2.11). */
export function ReleaseUpdateDialog({ release }: { release: Release }) {
  const { t } = useTranslation(['adminDashboard', 'common']);
  const { open, state } = release;
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();

  const title =
    state.step === 'confirm' ? t('adminDashboard:release.confirmTitle') : t('adminDashboard:release.title');

  return (
    <Dialog
      open={open}
      onClose={release.close}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 460, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {state.step === 'choose' && (
          <Stack spacing={2}>
            <DialogContentText>{t('adminDashboard:release.intro')}</DialogContentText>
            <Box
              sx={{
                border: '1px dashed',
                borderColor: state.problem ? 'warning.main' : 'divider',
                borderRadius: 2,
                p: 2,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                bgcolor: 'action.hover',
              }}
            >
              <FolderZipOutlined color="primary" sx={{ fontSize: 36 }} aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {state.file ? state.file.name : t('adminDashboard:release.noFileChosen')}
                </Typography>
                {state.file && (
                  <Typography variant="body2" color="text.secondary">
                    {formatSize(state.file.size)}
                  </Typography>
                )}
              </Box>
              <Button component="label" htmlFor={inputId} variant="outlined" size="small">
                {state.file ? t('adminDashboard:release.change') : t('adminDashboard:release.choose')}
              </Button>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept=".zip,application/zip,application/x-zip-compressed"
                aria-label={t('adminDashboard:release.choose')}
                hidden
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  // Choosing the same file again must fire change again.
                  event.target.value = '';
                  void release.choose(file);
                }}
              />
            </Box>
            {state.problem === 'invalidFilename' && (
              <Alert severity="warning" role="alert">
                <AlertTitle>{t('adminDashboard:release.invalidFilenameTitle')}</AlertTitle>
                {t('adminDashboard:release.invalidFilename')}
              </Alert>
            )}
            {state.problem === 'noFile' && (
              <Alert severity="warning" role="alert">
                {t('adminDashboard:release.noFile')}
              </Alert>
            )}
          </Stack>
        )}
        {state.step === 'confirm' && (
          <DialogContentText>
            {t('adminDashboard:release.confirmMessage', {
              fileName: state.file.name,
              size: formatSize(state.file.size),
            })}
          </DialogContentText>
        )}
        {state.step === 'uploading' && (
          <Stack spacing={2} sx={{ py: 1 }}>
            <Typography>{t('adminDashboard:release.uploading', { fileName: state.file.name })}</Typography>
            <LinearProgress />
          </Stack>
        )}
        {state.step === 'released' && (
          <Alert severity="success" role="status">
            {t('adminDashboard:release.success', { level: state.level })}
          </Alert>
        )}
        {state.step === 'failed' && (
          <Alert severity={state.invalidFile ? 'warning' : 'error'} role="alert">
            <AlertTitle>
              {state.invalidFile
                ? t('adminDashboard:release.invalidFilenameTitle')
                : t('adminDashboard:release.failedTitle')}
            </AlertTitle>
            {state.message ?? t('common:errors.unexpected')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {state.step === 'choose' && (
          <>
            <Button onClick={release.close}>{t('common:actions.cancel')}</Button>
            <Button variant="contained" onClick={() => void release.requestRelease()}>
              {t('adminDashboard:release.release')}
            </Button>
          </>
        )}
        {state.step === 'confirm' && (
          <>
            <Button onClick={release.back}>{t('common:actions.cancel')}</Button>
            <Button variant="contained" autoFocus onClick={() => void release.confirm()}>
              {t('adminDashboard:release.release')}
            </Button>
          </>
        )}
        {state.step === 'uploading' && (
          <Button variant="contained" disabled>
            {t('adminDashboard:release.release')}
          </Button>
        )}
        {state.step === 'released' && (
          <Button variant="contained" autoFocus onClick={release.close}>
            {t('common:actions.close')}
          </Button>
        )}
        {state.step === 'failed' && (
          <>
            <Button onClick={release.close}>{t('common:actions.close')}</Button>
            <Button variant="contained" onClick={release.back}>
              {t('common:actions.retry')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
