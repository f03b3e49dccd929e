import { useState } from 'react';
import {
  Alert,
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  Snackbar,
  Stack,
  TextField,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  isErasedName,
  Language,
  Limits,
  Timings,
  type FunctionalRole,
  type ManagedUser,
  type UserManagerResponse,
  type UserPayload,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, EntityForm, useDialogWidth, useEntityForm } from '../../../ui/resource';
import type { PeopleScreenKind } from '../utils/people-screens.constant';
import { useOptionSearch, type OptionSearcher } from '../hooks/useOptionSearch';
import { IdsPicker } from './IdsPicker';
import {
  factsOf,
  initialPassword,
  offeredDomains,
  offeredKiosks,
  pickersOf,
  userFormOf,
  userPayloadOf,
  validateUserForm,
  type UserForm,
} from '../utils/user-form.util';

export interface UserDialogProps {
  open: boolean;
  formKey: number;
  /** The user edited; null in add mode. */
  user: ManagedUser | null;
  kind: PeopleScreenKind;
  /** The options the listed users refer to (their names). */
  options: UserManagerResponse | null;
  /** Searches the pickers' options on the server. */
  searchOptions: OptionSearcher;
  roleChoices: readonly FunctionalRole[];
  isAdmin: boolean;
  /** The signed-in user's id: nobody changes their own role here. */
  selfId: string | null;
  /** The kiosk or resident a context screen adds the person to. */
  about: { kioskId?: number; residentId?: number };
  busy: boolean;
  onSave: (payload: UserPayload, user: ManagedUser | null) => void;
  onUnblock: (user: ManagedUser) => void;
  onResendInvitation: (user: ManagedUser) => void;
  /** Erases the user's personal data (admins on the Users screen; absent: not offered). */
  onErase?: (user: ManagedUser) => void;
  /** Whether the user's email is verified (Resend Invitation shows when it is not). */
  isVerified: boolean;
  onClose: () => void;
}

/** The user dialog (spec 02 §2, §4, §5): width 380, 480 when editing in French. */
export function UserDialog({ open, formKey, onClose, busy, ...rest }: UserDialogProps) {
  const width = useDialogWidth();
  return (
    <EntityDialog open={open} width={width} busy={busy} onClose={onClose}>
      {(titleId) => (
        <UserFormFields key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />
      )}
    </EntityDialog>
  );
}

function UserFormFields({
  titleId,
  user,
  kind,
  options,
  searchOptions,
  roleChoices,
  isAdmin,
  selfId,
  about,
  busy,
  onSave,
  onUnblock,
  onResendInvitation,
  onErase,
  isVerified,
  onClose,
}: Omit<UserDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['people', 'common']);
  const adminMode = kind.context === 'admin';
  const isSelf = user !== null && user.id === selfId;
  // Nobody erases themselves, nor someone already erased (decision 0024).
  const erasable = onErase !== undefined && user !== null && !isSelf && !isErasedName(user.name);
  // The role field shows with at least two roles to choose, never for oneself (spec 02 §6).
  const roleShown =
    !isSelf && roleChoices.length > 1 && (adminMode || user !== null || kind.roleChoices.length > 1);
  const [copied, setCopied] = useState(false);
  // Once unblocked here, the button goes (the row's copy is read again behind the dialog).
  const [unblocked, setUnblocked] = useState(false);
  const edit = useEntityForm<UserForm>(
    () =>
      userFormOf(user, {
        ...(user === null && adminMode && isAdmin ? { password: initialPassword() } : {}),
        ...(user === null && !adminMode && kind.roleChoices.length > 0 && roleShown
          ? { role: 'Guest' as FunctionalRole }
          : {}),
      }),
    // Outside admin mode the context gives the kiosk or resident: the server checks assignments.
    (form) => validateUserForm(adminMode ? form : { ...form, role: '' }, adminMode && roleShown),
  );
  const { form, setField, errorOf } = edit;
  const pickers = adminMode ? pickersOf(form.role) : { domains: false, kiosks: false, residents: false };
  const domainSearch = useOptionSearch(searchOptions, { kind: 'domains' }, pickers.domains);
  const kioskSearch = useOptionSearch(searchOptions, { kind: 'kiosks' }, pickers.kiosks);
  const residentSearch = useOptionSearch(searchOptions, { kind: 'residents' }, pickers.residents);
  const chosenDomains = domainSearch.chosen(form.domainIds, options?.domains);
  const chosenKiosks = kioskSearch.chosen(form.kioskIds, options?.kiosks);
  const chosenResidents = residentSearch.chosen(form.residentIds, options?.residents);
  // The facts the rules need: where the chosen and the found kiosks are, what the domains hold.
  const facts = factsOf({
    kiosks: [...chosenKiosks, ...kioskSearch.options],
    domains: [...chosenDomains, ...domainSearch.options],
  });

  return (
    <EntityForm
      titleId={titleId}
      title={t(user ? 'people:dialog.editTitle' : 'people:dialog.newTitle')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check())
          onSave(
            userPayloadOf(form, kind.context, {
              roleShown,
              kioskId: about.kioskId ?? null,
              residentId: about.residentId ?? null,
            }),
            user,
          );
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('people:dialog.email')}
          value={form.email}
          // Spaces are not part of an email (spec 02 §5).
          onChange={(e) => setField('email', e.target.value.replace(/\s/g, ''))}
          required
          disabled={user !== null}
          type="email"
          autoComplete="off"
          error={errorOf('email') !== null}
          helperText={errorOf('email')}
        />
        <TextField
          label={t('people:dialog.name')}
          value={form.name}
          onChange={(e) => setField('name', e.target.value)}
          required
          error={errorOf('name') !== null}
          helperText={errorOf('name')}
          slotProps={{ htmlInput: { maxLength: Limits.userNameMax + 10 } }}
        />
        <TextField
          label={t('people:dialog.nickname')}
          value={form.nickname}
          onChange={(e) => setField('nickname', e.target.value)}
          error={errorOf('nickname') !== null}
          helperText={errorOf('nickname')}
          slotProps={{ htmlInput: { maxLength: Limits.nicknameMax } }}
        />
        <TextField
          select
          label={t('people:dialog.language')}
          value={form.languageId}
          onChange={(e) => setField('languageId', Number(e.target.value))}
          required
        >
          <MenuItem value={Language.English}>{t('people:dialog.english')}</MenuItem>
          <MenuItem value={Language.French}>{t('people:dialog.french')}</MenuItem>
        </TextField>
        {roleShown && (
          <TextField
            select
            label={t('people:dialog.role')}
            value={form.role}
            onChange={(e) => setField('role', e.target.value as FunctionalRole)}
            required
            disabled={roleChoices.length < 2}
            error={errorOf('role') !== null}
            helperText={errorOf('role')}
          >
            {roleChoices.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`people:roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {pickers.domains && (
          <IdsPicker
            label={t('people:dialog.domains')}
            search={domainSearch}
            offered={(found) => offeredDomains(found, form, facts)}
            value={chosenDomains}
            optionLabel={(d) => `${d.name} (${d.organizationName})`}
            noOptionsText={t('people:dialog.noOptions')}
            loadingText={t('people:dialog.searching')}
            error={errorOf('domainIds')}
            onChange={(ids) => setField('domainIds', ids)}
          />
        )}
        {pickers.kiosks && (
          <IdsPicker
            label={t('people:dialog.kiosks')}
            search={kioskSearch}
            offered={(found) => offeredKiosks(found, form, facts)}
            value={chosenKiosks}
            optionLabel={(k) => k.serialNumber || k.name}
            noOptionsText={t('people:dialog.noOptions')}
            loadingText={t('people:dialog.searching')}
            error={errorOf('kioskIds')}
            onChange={(ids) => setField('kioskIds', ids)}
          />
        )}
        {pickers.residents && (
          <IdsPicker
            label={t('people:dialog.residents')}
            search={residentSearch}
            value={chosenResidents}
            optionLabel={(r) => r.name}
            noOptionsText={t('people:dialog.noOptions')}
            loadingText={t('people:dialog.searching')}
            error={errorOf('residentIds')}
            onChange={(ids) => setField('residentIds', ids)}
          />
        )}
        {pickers.residents && chosenResidents.length > 1 && (
          <TextField
            select
            label={t('people:dialog.defaultResident')}
            value={
              form.defaultResidentId !== null && form.residentIds.includes(form.defaultResidentId)
                ? form.defaultResidentId
                : chosenResidents[0]!.id
            }
            onChange={(e) => setField('defaultResidentId', Number(e.target.value))}
          >
            {chosenResidents.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {user === null && adminMode && isAdmin && (
          <TextField
            label={t('people:dialog.initialPassword')}
            value={form.password}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={t('people:dialog.copy')}
                      onClick={() => {
                        void navigator.clipboard?.writeText(form.password).catch(() => undefined);
                        setCopied(true);
                      }}
                    >
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {user !== null &&
          isAdmin &&
          ((user.isLocked && !unblocked) || (!isVerified && !isSelf) || erasable) && (
            <Stack direction="row" spacing={1}>
              {user.isLocked && !unblocked && (
                <Button
                  variant="outlined"
                  onClick={() => {
                    onUnblock(user);
                    setUnblocked(true);
                  }}
                  disabled={busy}
                >
                  {t('people:dialog.unblock')}
                </Button>
              )}
              {!isVerified && !isSelf && (
                <Button variant="outlined" onClick={() => onResendInvitation(user)} disabled={busy}>
                  {t('people:dialog.resendInvitation')}
                </Button>
              )}
              {erasable && (
                <Button variant="outlined" color="error" onClick={() => onErase?.(user)} disabled={busy}>
                  {t('people:dialog.erase')}
                </Button>
              )}
            </Stack>
          )}
      </Stack>
      <Snackbar
        open={copied}
        autoHideDuration={Timings.copyNoticeMs}
        onClose={() => setCopied(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" role="status" onClose={() => setCopied(false)}>
          {t('people:copied')}
        </Alert>
      </Snackbar>
    </EntityForm>
  );
}
