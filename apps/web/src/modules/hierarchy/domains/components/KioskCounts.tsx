import { Box } from '@mui/material';
import { KioskType } from '@ambient/core';
import { KIOSK_TYPE_COLORS } from '../../../../ui/theme/kiosk-type-colors.constant';

/** A domain's kiosks as "Abby count | Genie count", each in its kiosk type's colour (spec 01 §2.9). */
export function KioskCounts({ abby, genie, label }: { abby: number; genie: number; label: string }) {
  return (
    <Box component="span" aria-label={label} title={label} sx={{ fontWeight: 600, whiteSpace: 'pre' }}>
      <Box component="span" sx={{ color: KIOSK_TYPE_COLORS[KioskType.Abby] }}>
        {abby}
      </Box>
      <Box component="span" sx={{ color: 'text.disabled' }} aria-hidden>
        {' | '}
      </Box>
      <Box component="span" sx={{ color: KIOSK_TYPE_COLORS[KioskType.Genie] }}>
        {genie}
      </Box>
    </Box>
  );
}
