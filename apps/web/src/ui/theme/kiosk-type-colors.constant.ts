import { KioskType } from '@ambient/core';

/** The one place the two kiosk products get their colours: Abby teal, Genie violet. */
export const KIOSK_TYPE_COLORS: Readonly<Record<KioskType, string>> = {
  [KioskType.Abby]: '#0f7b6c',
  [KioskType.Genie]: '#6a4bb0',
};

export function kioskTypeColor(typeId: number | null | undefined): string {
  return typeId === KioskType.Genie ? KIOSK_TYPE_COLORS[KioskType.Genie] : KIOSK_TYPE_COLORS[KioskType.Abby];
}
