import { useId } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReleaseRollout } from '../hooks/useReleaseRollout';
import { RolloutPlanFields } from './RolloutPlanFields';

/**
 * How a release reaches the kiosks (decision 0079): every kiosk told now (the spec's behaviour,
 * chosen by default) or in groups, with the New Rollout dialog's fields.
 */
export function ReleaseRolloutFields({ rollout }: { rollout: ReleaseRollout }) {
  const { t } = useTranslation(['rollouts', 'common']);
  const id = useId();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={`${id}-how`}>{t('rollouts:release.how')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-how`}
          value={rollout.inGroups ? 'groups' : 'now'}
          onChange={(event) => rollout.setInGroups(event.target.value === 'groups')}
        >
          <FormControlLabel value="now" control={<Radio />} label={t('rollouts:release.now')} />
          <FormControlLabel value="groups" control={<Radio />} label={t('rollouts:release.inGroups')} />
        </RadioGroup>
        {rollout.inGroups && (
          <FormHelperText sx={{ mx: 0 }}>{t('rollouts:release.inGroupsHelp')}</FormHelperText>
        )}
      </FormControl>
      {rollout.inGroups && <RolloutPlanFields titleId={id} state={rollout.state} />}
    </Stack>
  );
}
