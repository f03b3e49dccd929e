import { FormControl, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { MessageKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { ComposeFormState } from '../hooks/useComposeForm';

const KINDS: readonly MessageKind[] = ['text', 'image', 'audio', 'video'];

/** The message's kind: text, image, audio or video. */
export function MessageKindField({
  composeForm,
  labelId,
}: {
  composeForm: ComposeFormState;
  labelId: string;
}) {
  const { t } = useTranslation('messages');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {t('composeDialog.type')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={composeForm.kind}
        onChange={(_event, next: MessageKind | null) => composeForm.chooseKind(next)}
        aria-labelledby={labelId}
        sx={{ mt: 1 }}
      >
        {KINDS.map((each) => (
          <ToggleButton key={each} value={each}>
            {t(`composeDialog.types.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}
