import { Box } from '@mui/material';
import { KioskType } from '@ambient/core';
import { kioskTypeColor } from '../theme/kiosk-type-colors.constant';

export interface KioskTypeLogoProps {
  typeId: number | null;
  /** The product's name, shown and read out. */
  label: string;
}

/** A small wordmark of the kiosk product (Abby or Genie) in its colour. */
export function KioskTypeLogo({ typeId, label }: KioskTypeLogoProps) {
  const color = kioskTypeColor(typeId);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        borderRadius: 999,
        border: `1px solid ${color}`,
        color,
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        whiteSpace: 'nowrap',
      }}
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden focusable="false">
        {typeId === KioskType.Genie ? (
          <rect x="2" y="3" width="12" height="9" rx="2" fill="none" stroke={color} strokeWidth="2" />
        ) : (
          <circle cx="8" cy="8" r="5.5" fill="none" stroke={color} strokeWidth="2" />
        )}
        <circle cx="8" cy={typeId === KioskType.Genie ? 7.5 : 8} r="2" fill={color} />
      </svg>
      {label}
    </Box>
  );
}
