import type { JWTPayload } from 'jose';

/** How long a token's checked signature and claims are kept: a key the issuer withdraws stops opening tokens within it. */
export const VERIFIED_FOR_MS = 60_000;
/** How many checked tokens are kept at the most (about a kilobyte each). */
export const VERIFIED_TOKENS_KEPT = 5_000;

/**
 * Bearer tokens whose RS256 signature, issuer, audience and expiry were checked, by the token's
 * exact text, so that a caller's next requests do not check the signature again (it was about a
 * tenth of the API's CPU on a page of a list). Only the same bytes are answered, never past the
 * token's expiry (with the clock tolerance the check allows) nor past `VERIFIED_FOR_MS`; what
 * changes with the account (its session generation, an ended grant, its role) is still read on
 * every request.
 */
export class VerifiedTokens {
  private readonly kept = new Map<string, { payload: JWTPayload; until: number }>();

  constructor(
    private readonly toleranceMs: number,
    private readonly keptForMs = VERIFIED_FOR_MS,
    private readonly most = VERIFIED_TOKENS_KEPT,
  ) {}

  /** The checked payload of this very token, while it may still be used. */
  get(token: string, now = Date.now()): JWTPayload | undefined {
    const entry = this.kept.get(token);
    if (!entry) return undefined;
    if (now < entry.until) return entry.payload;
    this.kept.delete(token);
    return undefined;
  }

  /** Keeps a token just checked (its payload has `exp`: the check requires it). */
  keep(token: string, payload: JWTPayload, now = Date.now()): void {
    const expires = (payload.exp ?? 0) * 1000 + this.toleranceMs;
    const until = Math.min(expires, now + this.keptForMs);
    if (until <= now) return;
    this.kept.delete(token);
    if (this.kept.size >= this.most) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, { payload, until });
  }

  get size(): number {
    return this.kept.size;
  }
}
