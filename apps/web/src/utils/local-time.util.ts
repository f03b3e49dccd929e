/**
 * A `datetime-local` field's value (local time, to the second) of an ISO time, and back: what the
 * console shows elsewhere is the viewer's local time, so its date and time fields speak it too.
 */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

/** The ISO time of a local `datetime-local` value; null when it is empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
