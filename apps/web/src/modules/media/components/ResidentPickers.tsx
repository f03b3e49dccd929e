import { useTranslation } from 'react-i18next';
import type { useMediaPickers } from '../hooks/useMediaPickers';
import { Picker } from './MediaToolbar';

/**
 * The kiosk then resident pickers of a screen about one resident's content (Memory Albums, spec
 * 03 §2.7), with the media managers' rules (`useMediaPickers`).
 */
export function ResidentPickers({
  pickers,
  residentLabel,
}: {
  pickers: ReturnType<typeof useMediaPickers>;
  residentLabel: string;
}) {
  const { t } = useTranslation('media');
  const { modes } = pickers;
  return (
    <>
      <Picker
        label={t('kiosk')}
        emptyText={t('noKiosks')}
        state={modes.kiosk}
        options={pickers.kiosks}
        value={pickers.kioskId}
        onChange={pickers.chooseKiosk}
      />
      <Picker
        label={residentLabel}
        emptyText={t('noResidents')}
        state={modes.library}
        options={pickers.residents}
        value={pickers.residentId}
        onChange={pickers.chooseResident}
      />
    </>
  );
}
