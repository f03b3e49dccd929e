/**
 * The console signs in only at the addresses its server names (decision 0105): the provider's
 * pages, its redirects and the console's own Content-Security-Policy are those of the public URL.
 * Opened at another address (an IP address, a second name), the console moves to the public one,
 * at the same path, rather than fail to reach its sign-in.
 */
export function publicAddressFor(current: Location | URL, consoleOrigins: readonly string[]): string | null {
  if (consoleOrigins.length === 0 || consoleOrigins.includes(current.origin)) return null;
  return new URL(`${current.pathname}${current.search}${current.hash}`, consoleOrigins[0]).toString();
}
