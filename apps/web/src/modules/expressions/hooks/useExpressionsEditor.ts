import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Language, type ExpressionField, type ExpressionsManagerResponse } from '@ambient/core';
import { expressionKeys, expressionsApi } from '../api/expressions.endpoints';
import { feedback } from '../../../ui/feedback/feedback.store';
import {
  editCopyOf,
  payloadOf,
  withText,
  type EditedItem,
  type ExpressionSet,
} from '../utils/expression-sets.util';

interface Editing {
  set: ExpressionSet;
  languageId: number;
  /** The edit copy (spec 03 §4): what Save sends, what Cancel drops. */
  copy: EditedItem[];
  itemId: number | null;
}

/**
 * The Abby Expressions editor (spec 03 §2.12, §4): a language (French by default), and a dialog per
 * set that edits a copy of the language's expressions; Save replaces the stored set and closes,
 * Cancel discards the copy.
 */
export function useExpressionsEditor() {
  const { t } = useTranslation('expressions');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: expressionKeys.manager,
    queryFn: ({ signal }) => expressionsApi.manager(signal),
    // The reference sets follow the invitations and the activities.
    meta: { readModels: ['expression_translations', 'ambient_invitations', 'abby_activities'] },
  });
  const expressions = query.data?.expressions ?? [];
  const [languageId, setLanguageId] = useState<number>(Language.French);
  const [editing, setEditing] = useState<Editing | null>(null);

  const save = useMutation({
    mutationFn: (edit: Editing) =>
      expressionsApi.replace(edit.languageId, edit.set.segment, payloadOf(edit.set, edit.copy)),
    onSuccess: (answer: ExpressionsManagerResponse) => {
      queryClient.setQueryData(expressionKeys.manager, answer);
      setEditing(null);
      feedback.notify(t('saved'));
    },
  });

  return {
    firstLoad: query.isPending,
    expressions,
    languageId,
    setLanguageId,
    editing,
    saving: save.isPending,
    open: (set: ExpressionSet) => {
      const copy = editCopyOf(expressions, languageId, set);
      setEditing({ set, languageId, copy, itemId: copy[0]?.id ?? null });
    },
    choose: (itemId: number) => setEditing((edit) => (edit ? { ...edit, itemId } : edit)),
    setText: (field: ExpressionField, value: string) =>
      setEditing((edit) =>
        edit && edit.itemId !== null
          ? { ...edit, copy: withText(edit.copy, edit.itemId, field, value) }
          : edit,
      ),
    cancel: () => setEditing(null),
    save: () => {
      if (editing) save.mutate(editing);
    },
  };
}

export type ExpressionsEditor = ReturnType<typeof useExpressionsEditor>;
