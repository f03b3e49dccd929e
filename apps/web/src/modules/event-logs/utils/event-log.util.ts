import { descriptionKind, type AuditEvent, type AuditLog } from '@ambient/core';

export type EventLogKind = AuditLog;

/** What a row's description cell shows: the action's words, and the failure link if any. */
export interface DescribedEntry {
  /** Key of the outcome's template in `eventLogs.outcomes`. */
  outcome: AuditEvent['outcome'];
  /** Key of the action's words (`eventLogs.commands.*` or `eventLogs.reads.*`); null when unknown. */
  actionKey: string | null;
  /** The spec's link: "Validation Failed" at severity 0, "Internal Error" at 1. */
  link: 'validationFailed' | 'internalError' | null;
}

/**
 * How a row reads (spec 03 §2.17): the description decides the link, whatever the outcome field
 * says, as the legacy console did; the action's words come from the catalogue in the reader's language.
 */
export function describeEntry(
  entry: Pick<AuditEvent, 'description' | 'command' | 'outcome'>,
  known: {
    commands: Readonly<Record<string, string>>;
    reads: Readonly<Record<string, string>>;
  },
): DescribedEntry {
  const kind = descriptionKind(entry.description);
  const catalogue = entry.outcome === 'read' ? known.reads : known.commands;
  const section = entry.outcome === 'read' ? 'reads' : 'commands';
  return {
    outcome: entry.outcome,
    actionKey: Object.hasOwn(catalogue, entry.command) ? `${section}.${entry.command}` : null,
    link:
      kind === 'validationFailed' ? 'validationFailed' : kind === 'internalError' ? 'internalError' : null,
  };
}
