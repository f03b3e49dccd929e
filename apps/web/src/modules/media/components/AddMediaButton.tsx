import { useId, useRef, useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { MediaKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { PICKER_ACCEPT } from '../utils/media-files.util';
import { ADD_KINDS } from '../utils/media-managers.util';
import { MediaFileInput } from './MediaFileInput';
import { MediaTypeIcon } from './MediaTypeIcon';

export interface AddMediaButtonProps {
  /** The kinds the library takes; the others are offered disabled. */
  kinds: readonly MediaKind[];
  disabled: boolean;
  onFiles: (kind: MediaKind, files: File[]) => void;
}

/**
 * Add Media (spec 03 §2.1): a content-type chooser (Audio, Image, Video; some disabled), then
 * the browser's file picker for that type, several files at once.
 */
export function AddMediaButton({ kinds, disabled, onFiles }: AddMediaButtonProps) {
  const { t } = useTranslation('media');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<MediaKind>('image');
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: MediaKind) => {
    setAnchor(null);
    setKind(chosen);
    if (input.current) {
      input.current.accept = PICKER_ACCEPT[chosen];
      input.current.click();
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('add')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ADD_KINDS.map((each) => (
          <MenuItem key={each} disabled={!kinds.includes(each)} onClick={() => choose(each)}>
            <ListItemIcon>
              <MediaTypeIcon kind={each} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`kinds.${each}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <MediaFileInput
        ref={input}
        label={t('chooseFiles', { kind: t(`kinds.${kind}`) })}
        onFiles={(files) => onFiles(kind, files)}
      />
    </>
  );
}
