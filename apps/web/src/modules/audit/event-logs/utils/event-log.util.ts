import { descriptionKind, type AuditEvent, type AuditLog, type AuditMedia } from '@ambient/core';

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

/** How many media titles a row names before it says how many more. */
export const MEDIA_TITLES_SHOWN = 5;

type MediaKey = 'media.added' | 'media.removed' | 'media.named' | 'media.deleted' | 'media.more';
type Translate = (key: MediaKey, options?: { count?: number; titles?: string }) => string;

/**
 * Which media a playlist entry adds or removes (decision 0082), in the reader's language: "Added 2
 * media: Beach, Choir" when it succeeded, "Media: Beach, Choir" for an attempt, a refusal or a
 * failure (nothing was done); a media deleted since reads "deleted media". Null when the entry
 * names none. `t` reads the `eventLogs` texts.
 */
export function mediaWords(
  entry: { outcome: AuditEvent['outcome']; media: AuditMedia | null },
  t: Translate,
): string | null {
  const media = entry.media;
  if (!media || media.items.length === 0) return null;
  const named = media.items.slice(0, MEDIA_TITLES_SHOWN).map((item) => item.title ?? t('media.deleted'));
  const hidden = media.items.length - named.length;
  const titles = [...named, ...(hidden > 0 ? [t('media.more', { count: hidden })] : [])].join(', ');
  return entry.outcome === 'succeeded'
    ? t(media.action === 'added' ? 'media.added' : 'media.removed', { count: media.items.length, titles })
    : t('media.named', { titles });
}
