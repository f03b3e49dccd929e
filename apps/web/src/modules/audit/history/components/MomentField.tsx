import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from '../../../../utils/local-time.util';

/**
 * A moment to the second, in the viewer's local time as every date the console shows
 * (decision 0067); `value` and `onChange` speak ISO times, null for an empty field.
 */
export function MomentField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (at: string | null) => void;
}) {
  const { t } = useTranslation('history');
  return (
    <TextField
      type="datetime-local"
      size="small"
      label={label}
      helperText={t('momentHint')}
      value={value === null ? '' : toLocalInput(value)}
      onChange={(event) => onChange(fromLocalInput(event.target.value))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      sx={{ width: { sm: 260 } }}
    />
  );
}
