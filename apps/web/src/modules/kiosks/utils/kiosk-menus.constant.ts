/** The kiosk dialog's long option lists scroll past 320 px. */
export const KIOSK_MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 320 } } } };
