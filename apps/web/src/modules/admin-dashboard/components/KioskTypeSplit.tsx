import { Box, Stack, Typography } from '@mui/material';
import { KioskType } from '@ambient/core';
import { KIOSK_TYPE_COLORS } from '../../../ui/theme/kiosk-type-colors.constant';

export interface KioskTypeSplitProps {
  genie: number;
  abby: number;
  genieLabel: string;
  abbyLabel: string;
  format: (value: number) => string;
}

/** Genie and Abby counts in the two kiosk-type colours, with a bar of their shares. */
export function KioskTypeSplit({ genie, abby, genieLabel, abbyLabel, format }: KioskTypeSplitProps) {
  const total = genie + abby;
  const parts = [
    { key: 'genie', label: genieLabel, value: genie, color: KIOSK_TYPE_COLORS[KioskType.Genie] },
    { key: 'abby', label: abbyLabel, value: abby, color: KIOSK_TYPE_COLORS[KioskType.Abby] },
  ];
  return (
    <Stack spacing={1.25}>
      <Box
        aria-hidden
        sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {total > 0 &&
          parts.map((part) => (
            <Box key={part.key} sx={{ width: `${(part.value / total) * 100}%`, bgcolor: part.color }} />
          ))}
      </Box>
      <Stack direction="row" spacing={2.5}>
        {parts.map((part) => (
          <Stack key={part.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: part.color }} />
            <Typography variant="body2" sx={{ color: part.color, fontWeight: 700 }}>
              {part.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-kiosk-type={part.key}>
              {format(part.value)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
