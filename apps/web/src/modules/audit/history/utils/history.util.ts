import { HISTORY_KINDS, type HistoryKind } from '@ambient/core';

/** What a history screen's address names: `?kind=resident&id=12`, or null when it names nothing. */
export function historySubjectOf(search: URLSearchParams): { kind: HistoryKind; id: string } | null {
  const kind = HISTORY_KINDS.find((known) => known === search.get('kind'));
  const id = search.get('id');
  return kind && id ? { kind, id } : null;
}

/** The address's query of a subject's history. */
export const historySearch = (kind: HistoryKind, id: string | number): string =>
  new URLSearchParams({ kind, id: String(id) }).toString();

/** A subject's name from its state: a resident's first and last names, anything else's name. */
export function subjectNameOf(state: Record<string, unknown>): string | null {
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  const first = text(state.firstName);
  const last = text(state.lastName);
  if (first || last) return [first, last].filter(Boolean).join(' ');
  return text(state.name) ?? text(state.email);
}
