import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ResourceScreen, useTableLocale } from '../../../ui/resource';
import { useRollouts } from '../hooks/useRollouts';
import { FailedKiosksDialog } from './FailedKiosksDialog';
import { NewRolloutDialog } from './NewRolloutDialog';
import { RolloutCard } from './RolloutCard';

/**
 * The Rollouts screen (issue 10 point 5; decision 0052), for admins: every rollout, newest first,
 * with its status and each group's progress, the current group marked; pause, resume, cancel
 * (confirmed), a rollout's failed kiosks, and New Rollout. Live: the server's read-model notices
 * refetch it.
 */
export function RolloutsScreen() {
  const { t } = useTranslation(['rollouts', 'common']);
  const locale = useTableLocale();
  const screen = useRollouts();
  const now = new Date();
  return (
    <ResourceScreen
      title={t('rollouts:title')}
      newLabel={t('rollouts:newRollout')}
      onNew={screen.openNew}
      filters={
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('rollouts:hint')}
        </Typography>
      }
    >
      {screen.firstLoad ? (
        <Typography role="status">{t('rollouts:loading')}</Typography>
      ) : screen.rollouts.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('rollouts:empty')}</Typography>
        </Box>
      ) : (
        <Stack component="ul" spacing={2} aria-label={t('rollouts:list')} sx={{ p: 0, m: 0 }}>
          {screen.rollouts.map((rollout) => (
            <RolloutCard
              key={rollout.id}
              rollout={rollout}
              locale={locale}
              now={now}
              busy={screen.busyId === rollout.id}
              onPause={screen.pause}
              onResume={screen.resume}
              onCancel={screen.askToCancel}
              onDetail={(r) => screen.openDetail(r.id)}
            />
          ))}
        </Stack>
      )}
      <NewRolloutDialog
        open={screen.creating}
        busy={screen.starting}
        onStart={screen.start}
        onClose={screen.closeNew}
      />
      <ConfirmDialog
        open={screen.cancelling !== null}
        title={t('rollouts:cancelDialog.title')}
        confirmLabel={t('rollouts:cancelDialog.confirm')}
        cancelLabel={t('rollouts:cancelDialog.keep')}
        destructive
        busy={screen.busyId !== null && screen.busyId === screen.cancelling?.id}
        onConfirm={screen.confirmCancel}
        onCancel={screen.keepRunning}
      >
        <Typography>{t('rollouts:cancelDialog.body', { name: screen.cancelling?.name ?? '' })}</Typography>
      </ConfirmDialog>
      <FailedKiosksDialog rolloutId={screen.detailId} locale={locale} onClose={screen.closeDetail} />
    </ResourceScreen>
  );
}
