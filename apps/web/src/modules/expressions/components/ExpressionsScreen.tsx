import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Language } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useExpressionsEditor } from '../hooks/useExpressionsEditor';
import { EXPRESSION_SETS } from '../utils/expression-sets.util';
import { ExpressionDialog } from './ExpressionDialog';

/** The languages translated into: all but English, the reference (spec 03 §2.12): French. */
const TRANSLATION_LANGUAGES = Object.values(Language).filter((id) => id !== Language.English);

/** Abby Expressions (spec 03 §2.12): a language, and the four sets' edit dialogs. */
export function ExpressionsScreen() {
  const { t } = useTranslation('expressions');
  const editor = useExpressionsEditor();
  return (
    <Box component="section" aria-labelledby="expressions-title">
      <Typography id="expressions-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t('intro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          label={t('language')}
          value={editor.languageId}
          onChange={(event) => editor.setLanguageId(Number(event.target.value))}
          sx={{ width: { xs: '100%', md: 240 } }}
        >
          {TRANSLATION_LANGUAGES.map((id) => (
            <MenuItem key={id} value={id}>
              {t('languages.french')}
            </MenuItem>
          ))}
        </TextField>
        {EXPRESSION_SETS.map((set) => (
          <Button
            key={set.key}
            variant="outlined"
            disabled={editor.firstLoad}
            onClick={() => editor.open(set)}
          >
            {t(`sets.${set.key}`)}
          </Button>
        ))}
      </Stack>
      <ExpressionDialog editor={editor} />
    </Box>
  );
}
