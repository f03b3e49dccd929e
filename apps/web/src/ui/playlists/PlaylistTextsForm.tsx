import { useState, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { albumTextFault } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../i18n/useTranslateMessage';
import { EntityDialog, EntityForm } from '../resource';

/** What a playlist form edits: its name, its description and its one tick (`flag`). */
export interface PlaylistTexts {
  name: string;
  description: string;
  flag: boolean;
}

/**
 * The form's one tick: Activate, a switch hidden on a new item and disabled with its reason (spec
 * 03 §4), or the album's Slide show, a checkbox always there.
 */
export interface PlaylistFlag {
  control: 'switch' | 'checkbox';
  label: string;
  state: 'hidden' | 'disabled' | 'enabled';
  hint: string | null;
  initial: boolean;
}

/** The Activate switch of a feature one of whose playlists is the active one (spec 03 §4). */
export const activateFlag = (
  label: string,
  state: PlaylistFlag['state'],
  hint: string | null,
  item: { isActive: boolean } | null,
): PlaylistFlag => ({ control: 'switch', label, state, hint, initial: item?.isActive ?? false });

/** The features whose `name`, `description`, `create` and `editTitle` texts the form shows. */
export type PlaylistNamespace = 'albums' | 'communityPlaylists' | 'abbyProfiles';

interface PlaylistTextsFormProps {
  namespace: PlaylistNamespace;
  titleId: string;
  busy: boolean;
  /** The item edited; null for a new one. */
  initial: { name: string; description: string } | null;
  flag: PlaylistFlag;
  onSave: (texts: PlaylistTexts) => void;
  onClose: () => void;
}

/**
 * The form of an album, a Community Playlist or an Abby profile (spec 03 §2.7 to §2.9): name and
 * description with the rules of §5, checked once Save is pressed and then as the fields change,
 * and the feature's tick.
 */
export function PlaylistTextsForm({
  namespace,
  titleId,
  busy,
  initial,
  flag,
  onSave,
  onClose,
}: PlaylistTextsFormProps) {
  const { t } = useTranslation([namespace, 'common']);
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [flagged, setFlagged] = useState(flag.initial);
  const [saveTried, setSaveTried] = useState(false);
  const translateMessage = useTranslateMessage();
  const fault = saveTried ? albumTextFault(name, description) : null;
  const faultText = fault ? translateMessage(fault) : undefined;
  const nameFault = fault && fault.key !== 'album.descriptionTooLong' ? faultText : undefined;
  const descriptionFault = fault?.key === 'album.descriptionTooLong' ? faultText : undefined;
  return (
    <EntityForm
      titleId={titleId}
      title={initial ? t('editTitle') : t('create')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onSubmit={() => {
        setSaveTried(true);
        if (!albumTextFault(name, description)) onSave({ name, description, flag: flagged });
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          error={nameFault !== undefined}
          helperText={nameFault}
        />
        <TextField
          label={t('description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={2}
          error={descriptionFault !== undefined}
          helperText={descriptionFault}
        />
        <FlagField titleId={titleId} flag={flag} checked={flagged} onChange={setFlagged} />
      </Stack>
    </EntityForm>
  );
}

function FlagField({
  titleId,
  flag,
  checked,
  onChange,
}: {
  titleId: string;
  flag: PlaylistFlag;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (flag.state === 'hidden') return null;
  if (flag.control === 'checkbox') {
    return (
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={flag.label}
      />
    );
  }
  const hintId = flag.hint ? `${titleId}-activate` : undefined;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={flag.state === 'disabled'}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={flag.label}
      />
      {hintId ? <FormHelperText id={hintId}>{flag.hint}</FormHelperText> : null}
    </div>
  );
}

/**
 * The create and edit dialog of a playlist feature: open while `editing` is set, a fresh form
 * for each item edited (`editing.item` null for a new one).
 */
export function PlaylistFormDialog<P extends { id: number; name: string; description: string }>({
  namespace,
  editing,
  saving,
  flagOf,
  onSave,
  onClose,
}: {
  namespace: PlaylistNamespace;
  editing: { item: P | null } | null;
  saving: boolean;
  /** The tick of the item edited (null for a new one). */
  flagOf: (item: P | null) => PlaylistFlag;
  onSave: (texts: PlaylistTexts) => void;
  onClose: () => void;
}): ReactNode {
  return (
    <EntityDialog open={editing !== null} width={480} busy={saving} onClose={onClose}>
      {(titleId) =>
        editing ? (
          <PlaylistTextsForm
            key={editing.item?.id ?? 'new'}
            namespace={namespace}
            titleId={titleId}
            busy={saving}
            initial={editing.item}
            flag={flagOf(editing.item)}
            onSave={onSave}
            onClose={onClose}
          />
        ) : null
      }
    </EntityDialog>
  );
}
