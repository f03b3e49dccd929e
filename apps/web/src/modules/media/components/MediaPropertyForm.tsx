import {
  FormControlLabel,
  Radio,
  RadioGroup,
  FormControl,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MediaLimits, type MediaFault } from '@ambient/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { BEHAVIOUR_KEYS } from '../utils/media-managers.util';
import { UPLOAD_FOLDERS, type MediaDraft } from '../utils/media-drafts.util';

export interface MediaPropertyFormProps {
  draft: MediaDraft;
  /** The file's name (add mode), shown above its form. */
  fileName: string | null;
  fault: MediaFault | null;
  disabled: boolean;
  onChange: (change: Partial<MediaDraft>) => void;
}

/**
 * The property form of one file or item (spec 03 §2.4, §5): Title, Description (Genie; an Abby
 * file has a title only) and, on a kiosk's library, Standard or Announcement. Faults show once Upload or Save was pressed.
 */
export function MediaPropertyForm({ draft, fileName, fault, disabled, onChange }: MediaPropertyFormProps) {
  const { t } = useTranslation('media');
  const translate = useTranslateMessage();
  const behaviourId = useId();
  const titleFault = fault && fault.key !== 'media.descriptionTooLong' ? translate(fault) : null;
  const descriptionFault = fault?.key === 'media.descriptionTooLong' ? translate(fault) : null;
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      {fileName && (
        <Typography variant="body2" color="text.secondary" noWrap title={fileName}>
          {t('upload.fileName', { name: fileName })}
        </Typography>
      )}
      <TextField
        label={t('upload.title')}
        value={draft.title}
        required
        disabled={disabled}
        error={titleFault !== null}
        helperText={titleFault ?? `${draft.title.length} / ${MediaLimits.titleMax}`}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {draft.description !== null && (
        <TextField
          label={t('upload.description')}
          value={draft.description}
          multiline
          minRows={2}
          disabled={disabled}
          error={descriptionFault !== null}
          helperText={descriptionFault ?? `${draft.description.length} / ${MediaLimits.descriptionMax}`}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      )}
      {draft.kioskFolder && (
        <FormControl disabled={disabled}>
          <FormLabel id={behaviourId}>{t('upload.behaviour')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={behaviourId}
            value={draft.kioskFolder}
            onChange={(event) => {
              const folder = UPLOAD_FOLDERS.find((each) => each === event.target.value);
              if (folder) onChange({ kioskFolder: folder });
            }}
          >
            {UPLOAD_FOLDERS.map((folder) => (
              <FormControlLabel
                key={folder}
                value={folder}
                control={<Radio />}
                label={t(`behaviours.${BEHAVIOUR_KEYS[folder]}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Stack>
  );
}
