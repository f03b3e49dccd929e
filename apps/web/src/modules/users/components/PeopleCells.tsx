import { Avatar, Box, Button, Chip, Stack } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { functionalRoleColor, type ManagedUser } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton, TruncatedCell, usePersonName } from '../../../ui/resource';
import { shownRole } from '../utils/user-form.util';

/** A person's picture, or their initial while there is none. */
export function PersonPictureCell({ row }: { row: ManagedUser }) {
  const { t } = useTranslation('people');
  const personName = usePersonName();
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <Avatar
        src={row.picture ?? undefined}
        alt={t('pictureOf', { name: personName(row.name) })}
        sx={{ width: 36, height: 36 }}
      >
        {personName(row.name).slice(0, 1)}
      </Avatar>
    </Box>
  );
}

/** A person's email, after its verified mark when the admin's Users shows it. */
export function PersonEmailCell({ row, verified }: { row: ManagedUser; verified: boolean | null }) {
  const { t } = useTranslation('people');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      {verified !== null &&
        (verified ? (
          <CheckCircle color="success" fontSize="small" titleAccess={t('verified')} />
        ) : (
          <Cancel color="error" fontSize="small" titleAccess={t('notVerified')} />
        ))}
      <TruncatedCell text={row.email} />
    </Stack>
  );
}

/** A person's role, outlined in the role's colour. */
export function PersonRoleCell({ row }: { row: ManagedUser }) {
  const { t } = useTranslation('people');
  const role = shownRole(row);
  return (
    <Chip
      size="small"
      label={t(`roles.${role}`)}
      variant="outlined"
      sx={{ borderColor: role === 'none' ? 'divider' : functionalRoleColor[role], color: 'text.primary' }}
    />
  );
}

/** A row's action: Delete on the admin's Users, Remove on a context screen. */
export function PersonRowAction({
  row,
  adminMode,
  removable,
  onAsk,
}: {
  row: ManagedUser;
  adminMode: boolean;
  /** Whether a context screen's row can leave its kiosk or resident. */
  removable: boolean;
  onAsk: (row: ManagedUser) => void;
}) {
  const { t } = useTranslation('people');
  const personName = usePersonName();
  if (adminMode)
    return row.canDelete ? (
      <DeleteRowButton label={t('deleteRow', { name: personName(row.name) })} onClick={() => onAsk(row)} />
    ) : null;
  return removable ? (
    <Button
      size="small"
      color="error"
      onClick={() => onAsk(row)}
      aria-label={t('removeRow', { name: personName(row.name) })}
    >
      {t('remove')}
    </Button>
  ) : null;
}
