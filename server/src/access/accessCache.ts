import type { NamedPlace, UserAccess } from './customerAccess';

/**
 * How long an answer is trusted without hearing from the database: the bound on a stale answer
 * should the listening connection hang without closing (a notice would then never come).
 */
export const ACCESS_MAX_AGE_MS = 10_000;
/** Answers kept; past it all are dropped (a token's holder may name any number of customer ids). */
export const ACCESS_ANSWERS_KEPT = 10_000;

/** The channel the access triggers notify (migration 0018_access_notify). */
export const accessChannel = 'portico_access';

export interface AccessCacheOptions {
  /** whether this instance hears the access channel now: answers are trusted only while it does */
  listening: () => boolean;
  now?: () => number;
  maxAgeMs?: number;
  kept?: number;
}

/**
 * The answers of the access statement every request runs (who the user is, and may they work in
 * the customer and site they name), by user and place, so that the next request of the same user
 * in the same place does not ask the database again: that statement was a third of all statements
 * under load.
 *
 * The database says when an answer may have changed: its triggers notify the access channel at
 * the commit of any change to what the statement reads, made by any instance or script, and
 * `clear()` then forgets every answer. While this instance does not hear the channel (its
 * connection is down), every request asks the database, and the answers are forgotten again when
 * it hears the channel anew. A change therefore reaches every instance within a notice's travel
 * (milliseconds), at most ACCESS_MAX_AGE_MS.
 */
export class AccessCache {
  readonly #answers = new Map<string, { access: UserAccess | null; at: number }>();
  /** Counts the clears: an answer loaded across one may predate the change, and is not kept. */
  #generation = 0;
  readonly #listening: () => boolean;
  readonly #now: () => number;
  readonly #maxAgeMs: number;
  readonly #kept: number;

  constructor({
    listening,
    now = Date.now,
    maxAgeMs = ACCESS_MAX_AGE_MS,
    kept = ACCESS_ANSWERS_KEPT,
  }: AccessCacheOptions) {
    this.#listening = listening;
    this.#now = now;
    this.#maxAgeMs = maxAgeMs;
    this.#kept = kept;
  }

  /** The answer for the user in the place: the one kept, or `load()`'s (kept when nothing changed meanwhile). */
  async get(userId: number, place: NamedPlace, load: () => Promise<UserAccess | null>): Promise<UserAccess | null> {
    if (!this.#listening()) return load();
    const key = `${userId} ${place.customerId ?? '-'} ${place.siteId ?? '-'}`;
    const started = this.#now();
    const known = this.#answers.get(key);
    if (known && started - known.at < this.#maxAgeMs) return known.access;
    const generation = this.#generation;
    // Shared by every request that finds it: frozen, so none can change what the next one sees.
    const access = await load().then((loaded) => loaded && frozen(loaded));
    if (generation === this.#generation && this.#listening()) {
      if (this.#answers.size >= this.#kept) this.#answers.clear();
      this.#answers.set(key, { access, at: started });
    }
    return access;
  }

  /** Forgets every answer, and any being loaded now. */
  clear(): void {
    this.#generation += 1;
    this.#answers.clear();
  }

  get size(): number {
    return this.#answers.size;
  }
}

const frozen = (access: UserAccess): UserAccess =>
  Object.freeze({ ...access, user: Object.freeze({ ...access.user }), place: Object.freeze({ ...access.place }) });
