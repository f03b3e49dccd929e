import type { devices as en } from '../en/devices.js';
import type { Translations } from '../translations.type.js';

export const devices: Translations<typeof en> = {
  'kioskApi.unauthorized': 'Le numéro de série ou le secret de ce kiosque n’est pas le bon.',
  'kioskApi.throttled': 'Trop de tentatives échouées. Réessayez dans %{minutes}\u202fmin.',
};
