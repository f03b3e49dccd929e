import { Box } from '@mui/material';
import { MEDIA_KINDS, type MediaKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, Picker, SearchField, type PickerProps } from '../../../ui/resource';
import { AddMediaButton } from './AddMediaButton';
import { DeleteSelectedButton } from './DeleteSelectedButton';

export { Picker };

/** The content type filter (spec 03 §2.1, §2.3): All, audio, image or video. */
export function MediaTypeFilter({
  value,
  onChange,
  disabled = false,
}: {
  value: MediaKind | null;
  onChange: (kind: MediaKind | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('media');
  return (
    <Box sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}>
      <ChoiceFilter
        label={t('contentType')}
        allLabel={t('all')}
        choices={MEDIA_KINDS.map((kind) => [kind, t(`kinds.${kind}`)] as const)}
        value={value}
        onChange={onChange}
        minWidth={150}
        disabled={disabled}
      />
    </Box>
  );
}

export interface MediaToolbarProps {
  kiosk: Omit<PickerProps, 'label' | 'emptyText'>;
  library: Omit<PickerProps, 'label' | 'emptyText'>;
  /** The chosen kiosk's libraries (its residents) are on their way. */
  loadingLibraries: boolean;
  /** A library is chosen: the add, type and search controls work from then on. */
  ready: boolean;
  mediaType: MediaKind | null;
  onMediaType: (kind: MediaKind | null) => void;
  search: string;
  onSearch: (text: string) => void;
  selectedCount: number;
  onDelete: () => void;
  kinds: readonly MediaKind[];
  onFiles: (kind: MediaKind, files: File[]) => void;
}

/**
 * The media table's controls (spec 03 §2.1): pickers, content type, search, Delete and Add Media.
 * The library picker says why it has nothing to offer: no kiosk chosen yet, the chosen kiosk's
 * residents still on their way, or a kiosk without Genie residents (spec 03 §8).
 */
export function MediaToolbar(props: MediaToolbarProps) {
  const { t } = useTranslation(['media', 'common']);
  const { ready } = props;
  const noLibrary =
    props.kiosk.value === null
      ? t('common:pickers.chooseKioskFirst')
      : props.loadingLibraries
        ? t('common:loading.oneMoment')
        : t('noResidents');
  return (
    <>
      <Picker label={t('kiosk')} emptyText={t('noKiosks')} {...props.kiosk} />
      <Picker label={t('library')} emptyText={noLibrary} {...props.library} />
      <MediaTypeFilter value={props.mediaType} onChange={props.onMediaType} disabled={!ready} />
      <SearchField
        label={t('search')}
        placeholder={t('searchHint')}
        clearLabel={t('clearSearch')}
        value={props.search}
        onChange={props.onSearch}
        disabled={!ready}
      />
      <Box sx={{ flex: 1 }} />
      <DeleteSelectedButton count={props.selectedCount} onDelete={props.onDelete} />
      <AddMediaButton kinds={props.kinds} disabled={!ready} onFiles={props.onFiles} />
    </>
  );
}
