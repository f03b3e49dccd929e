/**
 * The token of an emailed link offer (decision 0022) arrives in the address's fragment. It is
 * kept in this tab's session storage while the person signs in, and taken out of the address
 * at once so it does not stay in the history.
 */
const KEY = 'ambient.pendingLinkToken';

export function takeTokenFromAddress(hash: string, storage: Storage = sessionStorage): string | null {
  const fromHash = hash.replace(/^#/, '');
  if (/^[\w-]{20,100}$/.test(fromHash)) storage.setItem(KEY, fromHash);
  return storage.getItem(KEY);
}

export function forgetPendingToken(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
