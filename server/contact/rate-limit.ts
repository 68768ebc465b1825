/**
 * Counts requests per key in fixed windows: enough to stop a script flooding the form, small
 * enough to read. Memory is bounded: old windows are dropped as new ones start.
 */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  #windowStart = 0;
  #counts = new Map<string, number>();

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts one request for `key`; returns the seconds to wait when over the limit. */
  hit(
    key: string,
    now = Date.now(),
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (now >= this.#windowStart + this.#windowMs) {
      this.#windowStart = now;
      this.#counts = new Map();
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    if (count <= this.#limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.ceil((this.#windowStart + this.#windowMs - now) / 1000),
    };
  }
}
