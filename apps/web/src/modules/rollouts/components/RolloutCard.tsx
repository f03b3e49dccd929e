import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { formatRelativeDate, type Locale, type Rollout, type RolloutGroupProgress } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  actionsOf,
  isCurrentGroup,
  sharesOf,
  statusLabelOf,
  type RolloutStatusLabel,
} from '../utils/rollout-status.util';

// A paused chip is dark text on the light warning colour: white on orange is too faint to read.
const STATUS_LOOK: Record<RolloutStatusLabel, SxProps<Theme>> = {
  running: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  pausedByAdmin: { bgcolor: 'warning.light', color: 'common.black' },
  pausedByFailures: { bgcolor: 'error.main', color: 'error.contrastText' },
  finished: { bgcolor: 'success.main', color: 'success.contrastText' },
  cancelled: {},
};

export interface RolloutCardProps {
  rollout: Rollout;
  locale: Locale;
  now: Date;
  busy: boolean;
  onPause: (rollout: Rollout) => void;
  onResume: (rollout: Rollout) => void;
  onCancel: (rollout: Rollout) => void;
  onDetail: (rollout: Rollout) => void;
}

/** One rollout: its name, kind and level, status, actions, and each group's progress. */
export function RolloutCard({
  rollout,
  locale,
  now,
  busy,
  onPause,
  onResume,
  onCancel,
  onDetail,
}: RolloutCardProps) {
  const { t } = useTranslation('rollouts');
  const actions = actionsOf(rollout);
  const status = statusLabelOf(rollout);
  const failed = rollout.groups.reduce((sum, group) => sum + group.failed, 0);
  const headingId = `rollout-${rollout.id}-name`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', md: 'center' }, mb: 1.5 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {rollout.name}
            </Typography>
            <Chip size="small" sx={STATUS_LOOK[status]} label={t(`status.${status}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('kindAndLevel', { kind: t(`kinds.${rollout.kioskKind}`), level: rollout.level })} ·{' '}
            {t('started', { date: formatRelativeDate(rollout.createDate, now, locale) })}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('actionsFor', { name: rollout.name })}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          <Button size="small" variant="outlined" onClick={() => onDetail(rollout)}>
            {t('actions.failedKiosks', { count: failed })}
          </Button>
          {actions.pause && (
            <Button size="small" variant="outlined" disabled={busy} onClick={() => onPause(rollout)}>
              {t('actions.pause')}
            </Button>
          )}
          {actions.resume && (
            <Button size="small" variant="contained" disabled={busy} onClick={() => onResume(rollout)}>
              {t('actions.resume')}
            </Button>
          )}
          {actions.cancel && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => onCancel(rollout)}
            >
              {t('actions.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('groups.table', { name: rollout.name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('groups.group')}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{t('groups.progress')}</TableCell>
              <TableCell align="right">{t('groups.installed')}</TableCell>
              <TableCell align="right">{t('groups.failed')}</TableCell>
              <TableCell align="right">{t('groups.told')}</TableCell>
              <TableCell align="right">{t('groups.waiting')}</TableCell>
              <TableCell>{t('groups.thresholds')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rollout.groups.map((group, index) => {
              const current = isCurrentGroup(rollout, index);
              return (
                <TableRow
                  key={index}
                  aria-current={current ? 'step' : undefined}
                  sx={current ? { bgcolor: 'action.selected' } : undefined}
                >
                  <TableCell component="th" scope="row">
                    <Box sx={{ fontWeight: current ? 600 : undefined }}>{group.name}</Box>
                    <Typography variant="caption" color="text.secondary" component="span">
                      {t('groups.kiosks', { count: group.size })}
                      {current && ` · ${t('groups.current')}`}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <GroupBar group={group} />
                  </TableCell>
                  <TableCell align="right">{group.installed}</TableCell>
                  <TableCell align="right" sx={{ color: group.failed > 0 ? 'error.main' : undefined }}>
                    {group.failed}
                  </TableCell>
                  <TableCell align="right">{group.told}</TableCell>
                  <TableCell align="right">{group.waiting}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('groups.thresholdsOf', {
                      success: group.successThreshold,
                      errors: group.errorThreshold,
                    })}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** A group's kiosks as one bar: installed, failed, told; the rest (waiting) left empty. */
function GroupBar({ group }: { group: RolloutGroupProgress }) {
  const { t } = useTranslation('rollouts');
  const shares = sharesOf(group);
  const segment = (width: number, color: string) =>
    width > 0 ? <Box sx={{ width: `${width}%`, bgcolor: color }} /> : null;
  return (
    <Box
      role="img"
      aria-label={t('groups.bar', {
        name: group.name,
        installed: group.installed,
        failed: group.failed,
        told: group.told,
        size: group.size,
      })}
      sx={{
        display: 'flex',
        height: 10,
        borderRadius: 5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {segment(shares.installed, 'success.main')}
      {segment(shares.failed, 'error.main')}
      {segment(shares.told, 'info.light')}
    </Box>
  );
}
