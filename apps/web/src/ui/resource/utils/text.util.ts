import { escapeAngleBrackets } from '@ambient/core';

/** What the console sends for a name or free text (spec 01 §5): trimmed, angle brackets escaped. */
export function toSentText(value: string): string {
  return escapeAngleBrackets(value.trim());
}

/**
 * The reverse of the escaping for display and editing: names are stored with `&lt;` and `&gt;`,
 * people read and type `<` and `>`. Only the two escapes the console makes are undone.
 */
export function toShownText(value: string | null | undefined): string {
  return (value ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
