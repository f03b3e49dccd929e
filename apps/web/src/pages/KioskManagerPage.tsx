import { KioskManagerScreen } from '../modules/kiosks/components/KioskManagerScreen';

export function KioskManagerPage() {
  return <KioskManagerScreen />;
}
