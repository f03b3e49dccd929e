import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyTagMatchesSearch, type KeyTag } from '@ambient/core';
import { languageIdOf, toLocale } from '../../../i18n/locale.util';
import { useDeleteFlow, usePinnedRows, arrangeRows } from '../../../ui/resource';
import { feedback } from '../../../ui/feedback/feedback.store';
import { formAfterCreate, savePlan, type KeyTagForm } from '../utils/key-tag-form.util';
import { useKeyTagDialog } from './useKeyTagDialog';
import { useKeyTagMapper } from './useKeyTagMapper';
import { useKeyTagMutations, type MapperLists } from './useKeyTagMutations';

const NO_LISTS: MapperLists = { kiosks: [], facilities: [], residents: [] };

/** The Kiosk key/tag mapper's data and behaviour (spec 02 §2 "Kiosk key/tag mappings", §4, §5). */
export function useKeyTagsScreen() {
  const { t, i18n } = useTranslation('keyTags');
  const languageId = languageIdOf(toLocale(i18n.language));
  const query = useKeyTagMapper();
  const pinned = usePinnedRows<KeyTag>();
  const mutations = useKeyTagMutations(pinned, query.data ?? NO_LISTS);
  const dialog = useKeyTagDialog();
  const [search, setSearch] = useState('');
  /** Auto-close (spec 02 §2): on by default, kept for the visit. */
  const [autoClose, setAutoClose] = useState(true);
  // Delete only when unassigned (spec 02 §2): the server refuses otherwise, with no pre-check.
  const deletion = useDeleteFlow<KeyTag>(null, (row) =>
    mutations.remove.mutate(row.id, {
      onSuccess: () => feedback.notify(t('deleted', { tagId: row.tagId })),
    }),
  );
  const [saving, setSaving] = useState(false);

  const data = query.data;
  const rows = useMemo(
    () =>
      arrangeRows(data?.keyTags ?? [], pinned.pinned, true).filter((row) =>
        keyTagMatchesSearch(row, search, languageId),
      ),
    [data?.keyTags, pinned.pinned, search, languageId],
  );

  const facilityOf = (kioskId: number | null): number | null =>
    data?.kiosks.find((k) => k.id === kioskId)?.facilityId ?? null;

  /** Runs the save plan; the query client shows any refusal, and the dialog stays open then. */
  async function save(form: KeyTagForm, original: KeyTag | null): Promise<void> {
    const plan = savePlan(original, form, facilityOf(form.kioskId));
    if (plan.kind === 'nothing') {
      dialog.close();
      return;
    }
    setSaving(true);
    let created: KeyTag | null = null;
    try {
      if (plan.kind === 'create') {
        created = await mutations.create.mutateAsync(plan.payload);
        if (plan.assign !== null)
          await mutations.assign.mutateAsync({ id: created.id, residentId: plan.assign });
        feedback.notify(t('added', { tagId: created.tagId }));
        if (autoClose) dialog.close();
        else dialog.restart(formAfterCreate(form).kioskId);
        return;
      }
      if (!original) return;
      const { payload, resident } = plan;
      if (resident?.when === 'before') {
        await mutations.assign.mutateAsync({ id: original.id, residentId: resident.residentId });
      }
      if (payload) await mutations.update.mutateAsync({ ...payload, id: original.id });
      if (resident?.when === 'after') {
        await mutations.assign.mutateAsync({ id: original.id, residentId: resident.residentId });
      }
      feedback.notify(t('saved', { tagId: payload?.tagId ?? original.tagId }));
      dialog.close();
    } catch {
      // Created, but the assignment was refused: the dialog now edits the new mapping.
      if (created) dialog.retarget(created);
    } finally {
      setSaving(false);
    }
  }

  return {
    loading: query.isFetching,
    firstLoad: query.isPending,
    rows,
    kiosks: data?.kiosks ?? [],
    residents: data?.residents ?? [],
    facilities: data?.facilities ?? [],
    keyTags: data?.keyTags ?? [],
    search,
    setSearch,
    autoClose,
    setAutoClose,
    dialog,
    saving,
    save,
    deletion,
  };
}
