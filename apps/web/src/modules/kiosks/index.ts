export { KioskDialog } from './components/KioskDialog';
export { KioskManagerScreen } from './components/KioskManagerScreen';
export { useKioskEditor } from './hooks/useKioskEditor';
export { useKioskMutations } from './hooks/useKioskMutations';
export { actingUserId } from './utils/kiosk-form.util';
export { kioskOptionsOf } from './utils/kiosk-options.util';
export { facilityText } from './utils/kiosk-rows.util';
export * from './api/kiosks.endpoints';
