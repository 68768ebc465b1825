/**
 * The rate limits' counters in the database, so every instance counts against the same limit
 * (issue 36, item 2): a store @fastify/rate-limit accepts (its `store` option), with the fixed
 * window of its own memory store. One statement counts a request, so two instances counting at
 * once never lose one. https://github.com/fastify/fastify-rate-limit#custom-store
 */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { RouteOptions } from "fastify";
import type { Kysely } from "kysely";

/** A limit's count for one key (a visitor's address, an account, "all"). */
export interface RateLimitTable {
  /** Which limit: the receiver's name, and for a route's own limit its method and address. */
  scope: string;
  key: string;
  count: number;
  /** When the window ends, in milliseconds since 1970; the count starts again after. */
  window_ends: number;
}

export type RateLimitTables = { rate_limits: RateLimitTable };

/** What the plugin reads of a count: how many so far, and the milliseconds left in the window. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/** How often an instance deletes the counts whose window has ended. */
const sweepEveryMs = 60_000;

/** The counters of every limit, in the `shared` part of the database. */
export class RateLimitCounters {
  readonly #db: Kysely<RateLimitTables>;
  readonly #now: () => number;
  #sweptAt = 0;

  /** `now` is for tests, which move the clock. */
  constructor(db: Kysely<RateLimitTables>, options: { now?: () => number } = {}) {
    this.#db = db;
    this.#now = options.now ?? Date.now;
  }

  /** Counts one request for `key` in `scope`, in a window of `windowMs` that its first request opens. */
  async increment(scope: string, key: string, windowMs: number): Promise<RateLimitCount> {
    const now = this.#now();
    this.#sweep(now);
    const row = await this.#db
      .insertInto("rate_limits")
      .values({ scope, key, count: 1, window_ends: now + windowMs })
      .onConflict((conflict) =>
        conflict.columns(["scope", "key"]).doUpdateSet((eb) => {
          const ended = eb("rate_limits.window_ends", "<=", now);
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb("rate_limits.count", "+", 1))
              .end(),
            window_ends: eb
              .case()
              .when(ended)
              .then(eb.ref("excluded.window_ends"))
              .else(eb.ref("rate_limits.window_ends"))
              .end(),
          };
        }),
      )
      .returning(["count", "window_ends"])
      .executeTakeFirstOrThrow();
    return { current: Number(row.count), ttl: Number(row.window_ends) - now };
  }

  /** The count for `key` in `scope` now, without counting a request. */
  async read(scope: string, key: string): Promise<RateLimitCount> {
    const now = this.#now();
    const row = await this.#db
      .selectFrom("rate_limits")
      .select(["count", "window_ends"])
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("window_ends", ">", now)
      .executeTakeFirst();
    return row
      ? { current: Number(row.count), ttl: Number(row.window_ends) - now }
      : { current: 0, ttl: 0 };
  }

  /**
   * A store for @fastify/rate-limit's `store` option, counting under `scope` (the receiver's
   * name): each plugin registration names its own, so the contact form's and the applications'
   * limits count apart, as they did in each plugin's memory.
   */
  store(scope: string): FastifyRateLimitStoreCtor {
    const increment = this.increment.bind(this);
    const read = this.read.bind(this);
    class DatabaseStore implements FastifyRateLimitStore {
      readonly #scope: string;
      constructor(_options: FastifyRateLimitOptions, childScope = scope) {
        this.#scope = childScope;
      }
      incr(
        key: string,
        callback: (error: Error | null, result?: RateLimitCount) => void,
        timeWindow: number,
      ): void {
        increment(this.#scope, key, timeWindow).then(
          (count) => callback(null, count),
          (error: Error) => callback(error),
        );
      }
      read(key: string, callback: (error: Error | null, result?: RateLimitCount) => void): void {
        read(this.#scope, key).then(
          (count) => callback(null, count),
          (error: Error) => callback(error),
        );
      }
      // A route's own limit counts apart from the others, by its method and address; the
      // plugin's `createRateLimit` limits share the scope, told apart by their keys.
      child(options: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
        const route = (options as { routeInfo?: Partial<RouteOptions> }).routeInfo;
        const childScope = route?.url ? `${scope} ${String(route.method)} ${route.url}` : scope;
        return new DatabaseStore(options as FastifyRateLimitOptions, childScope);
      }
    }
    return DatabaseStore;
  }

  /** Deletes the counts whose window has ended, at most once a minute per instance, in passing. */
  #sweep(now: number): void {
    if (now - this.#sweptAt < sweepEveryMs) return;
    this.#sweptAt = now;
    // A failed sweep leaves rows that the next one deletes; the count itself is unharmed.
    this.#db
      .deleteFrom("rate_limits")
      .where("window_ends", "<=", now)
      .execute()
      .catch(() => undefined);
  }
}
