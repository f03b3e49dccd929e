import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { ExpressionLimits } from '@ambient/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { EntityDialog, EntityForm } from '../../../ui/resource';
import type { ExpressionsEditor } from '../hooks/useExpressionsEditor';
import { copyFault, fieldsOf, referenceOf, type ExpressionSet } from '../utils/expression-sets.util';

/**
 * A set's edit dialog (spec 03 §2.12): an item selector, the English reference fields read-only
 * beside the translated fields, Cancel and Save.
 */
export function ExpressionDialog({ editor }: { editor: ExpressionsEditor }) {
  return (
    <EntityDialog open={editor.editing !== null} width={760} busy={editor.saving} onClose={editor.cancel}>
      {(titleId) =>
        editor.editing ? <ExpressionForm titleId={titleId} editor={editor} set={editor.editing.set} /> : null
      }
    </EntityDialog>
  );
}

function ExpressionForm({
  titleId,
  editor,
  set,
}: {
  titleId: string;
  editor: ExpressionsEditor;
  set: ExpressionSet;
}) {
  const { t } = useTranslation(['expressions', 'common']);
  const translateMessage = useTranslateMessage();
  const [fault, setFault] = useState<string | null>(null);
  const editing = editor.editing!;
  const reference = referenceOf(editor.expressions, set);
  const english = reference.find((item) => item.id === editing.itemId);
  const edited = editing.copy.find((item) => item.id === editing.itemId);
  return (
    <EntityForm
      titleId={titleId}
      title={t(`expressions:sets.${set.key}`)}
      busy={editor.saving}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={editor.cancel}
      onSubmit={() => {
        const broken = copyFault(set, editing.copy);
        setFault(broken ? translateMessage(broken) : null);
        if (!broken) editor.save();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {fault && <Alert severity="error">{fault}</Alert>}
        {reference.length === 0 ? (
          <Alert severity="info">{t('expressions:noItems')}</Alert>
        ) : (
          <TextField
            select
            label={t('expressions:item')}
            value={editing.itemId ?? ''}
            onChange={(event) => editor.choose(Number(event.target.value))}
          >
            {reference.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.texts[set.label] || `#${item.id}`}
              </MenuItem>
            ))}
          </TextField>
        )}
        {english &&
          edited &&
          fieldsOf(set).map((field) => {
            const name = t(`expressions:fields.${field}`);
            return (
              <Stack key={field} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('expressions:englishField', { field: name })}
                  value={english.texts[field] ?? ''}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  multiline={field === 'text' || field === 'longDescription'}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label={t('expressions:translatedField', { field: name })}
                  value={edited.texts[field] ?? ''}
                  onChange={(event) => editor.setText(field, event.target.value)}
                  helperText={t('expressions:maxHint', { max: ExpressionLimits[field] })}
                  multiline={field === 'text' || field === 'longDescription'}
                  slotProps={{ htmlInput: { maxLength: ExpressionLimits[field] + 20 } }}
                  sx={{ flex: 1 }}
                />
              </Stack>
            );
          })}
      </Stack>
    </EntityForm>
  );
}
