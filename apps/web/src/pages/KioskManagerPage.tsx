import { KioskManagerScreen } from '../modules/kiosks';

export function KioskManagerPage() {
  return <KioskManagerScreen />;
}
