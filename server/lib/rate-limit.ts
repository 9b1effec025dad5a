// Counting attempts in a fixed window, in this process's memory (DESIGN.md section 10: counters
// in memory, or in Redis when several processes must share them).

export interface WindowState {
  blocked: boolean;
  /** whole seconds until the window ends (0 when not blocked) */
  retryAfterSeconds: number;
}

export class AttemptWindow {
  private readonly attempts = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** entries kept at most; the oldest windows are dropped first */
    readonly capacity = 100_000,
  ) {}

  /** Whether `key` has used up its attempts in the current window. */
  state(key: string, now = Date.now()): WindowState {
    const entry = this.attempts.get(key);
    if (!entry || entry.endsAt <= now) return { blocked: false, retryAfterSeconds: 0 };
    const blocked = entry.count >= this.limit;
    return { blocked, retryAfterSeconds: blocked ? Math.ceil((entry.endsAt - now) / 1000) : 0 };
  }

  /** Counts one attempt of `key`; the window starts at its first attempt. */
  record(key: string, now = Date.now()): void {
    const entry = this.attempts.get(key);
    if (entry && entry.endsAt > now) {
      entry.count += 1;
      return;
    }
    if (this.attempts.size >= this.capacity) this.dropOldest(now);
    this.attempts.set(key, { count: 1, endsAt: now + this.windowMs });
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private dropOldest(now: number): void {
    for (const [key, entry] of this.attempts) {
      if (entry.endsAt <= now || this.attempts.size >= this.capacity) this.attempts.delete(key);
      if (this.attempts.size < this.capacity / 2) break;
    }
  }
}
