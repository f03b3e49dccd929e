import { KioskType, SubscriptionLevel, type ComboOption, type KioskSummary } from '@ambient/core';

/** An Abby kiosk on the Basic subscription gives no access to kiosk management (spec 01 §2.6, §6). */
export function isKioskBlocked(kiosk: Pick<KioskSummary, 'typeId' | 'subscriptionLevel'>): boolean {
  return kiosk.typeId === KioskType.Abby && kiosk.subscriptionLevel === SubscriptionLevel.Basic;
}

export type SubscriptionKey = 'basic' | 'advanced' | 'unlimited';

export function subscriptionKey(level: number | null): SubscriptionKey | null {
  switch (level) {
    case SubscriptionLevel.Basic:
      return 'basic';
    case SubscriptionLevel.Advanced:
      return 'advanced';
    case SubscriptionLevel.Unlimited:
      return 'unlimited';
    default:
      return null;
  }
}

/** The kiosk an admin picks in a combobox, as the session cache's active kiosk. */
export function kioskFromOption(option: ComboOption): KioskSummary {
  return {
    id: option.id,
    name: option.name,
    typeId: option.typeId,
    serialNumber: '',
    facility: null,
    domain: null,
    subscriptionLevel: null,
  };
}

/** Resident pictures arrive as base64; a bare payload is turned into a data URL. */
export function residentPictureSrc(pictureBase64: string | null): string | undefined {
  if (!pictureBase64) return undefined;
  if (/^(data:|https?:|\/)/.test(pictureBase64)) return pictureBase64;
  return `data:image/jpeg;base64,${pictureBase64}`;
}
