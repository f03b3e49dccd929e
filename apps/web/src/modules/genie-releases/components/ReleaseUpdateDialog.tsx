import { useId } from 'react';
import {
  Alert,
  AlertTitle,
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
import { formatSize } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ZipFilePicker } from '../../../ui/components/ZipFilePicker';
import { ReleaseRolloutFields } from '../../rollouts';
import type { useReleaseUpdate } from '../hooks/useReleaseUpdate';

type Release = ReturnType<typeof useReleaseUpdate>;

/** Release Update: choose a zip, confirm, upload, then the next update level (spec 01 §2.11). */
export function ReleaseUpdateDialog({ release }: { release: Release }) {
  const { t } = useTranslation(['adminDashboard', 'rollouts', 'common']);
  const { open, state } = release;
  const titleId = useId();

  const title =
    state.step === 'confirm' ? t('adminDashboard:release.confirmTitle') : t('adminDashboard:release.title');

  return (
    <Dialog
      open={open}
      onClose={release.close}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: release.rollout.inGroups ? 760 : 460, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {state.step === 'choose' && (
          <Stack spacing={2}>
            <DialogContentText>{t('adminDashboard:release.intro')}</DialogContentText>
            <ZipFilePicker
              file={state.file}
              emptyText={t('adminDashboard:release.noFileChosen')}
              chooseLabel={t('adminDashboard:release.choose')}
              changeLabel={t('adminDashboard:release.change')}
              problem={state.problem !== null}
              onChoose={(file) => void release.choose(file)}
            />
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
            <ReleaseRolloutFields rollout={release.rollout} />
          </Stack>
        )}
        {state.step === 'confirm' && (
          <DialogContentText>
            {t('adminDashboard:release.confirmMessage', {
              fileName: state.file.name,
              size: formatSize(state.file.size),
            })}
            {state.rollout && ` ${t('rollouts:release.confirm')}`}
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
