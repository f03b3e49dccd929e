import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n/locale.util';

/** Organization and domain dialogs: 380 wide, 480 in a non-English language (spec 01 §9). */
export function useDialogWidth(): number {
  const { i18n } = useTranslation();
  return toLocale(i18n.language) === 'fr-CA' ? 480 : 380;
}
