import { Button } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';

/** Delete, naming how many selected rows it removes; disabled while none is selected. */
export function DeleteSelectedButton({ count, onDelete }: { count: number; onDelete: () => void }) {
  const { t } = useTranslation('media');
  return (
    <Button
      variant="outlined"
      color="error"
      startIcon={<DeleteOutline />}
      disabled={count === 0}
      onClick={onDelete}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {count > 0 ? t('deleteSelected', { count }) : t('delete')}
    </Button>
  );
}
