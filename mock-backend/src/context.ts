/** Types shared by the app, the route modules and the helpers. */
import type { Database } from 'better-sqlite3';
import type { Context, Hono } from 'hono';

export type Lang = 'en' | 'it';

export interface MockOptions {
  /** Application token: `Authorization: token <apiKey>:<apiSecret>`. */
  apiKey: string;
  apiSecret: string;
  /** HS256 secret for the shopper JWT. */
  jwtSecret: string;
  /** Base URL of the storefront, for links in e-mails. */
  storefrontUrl: string;
  /** Clock, overridable in tests (milliseconds since the epoch). */
  now: () => number;
  /**
   * `real` (the default): only what the real back-end has; a method it lacks answers Frappe's 417
   * "Failed to get method". `extended`: also the optional methods of docs/backend.md.
   */
  profile: MockProfile;
  /** The site's conditions at start (site.ts; `MOCK_SITE`). */
  site: readonly import('./site').SiteCondition[];
}

export type MockProfile = 'real' | 'extended';

export type FaultMode = 'none' | 'down' | 'slow' | 'malformed';

export interface FaultState {
  mode: FaultMode;
  delayMs: number;
  /** Only paths containing this substring are affected (all /api paths when empty). */
  match: string;
  /** For `malformed`: `invalid-json`, `wrong-shape` or `alternate` (the default). */
  kind: 'invalid-json' | 'wrong-shape' | 'alternate';
  counter: number;
}

/** Mutable per-app state (not persisted). */
export interface AppState {
  faults: FaultState;
  /** How the mocked site is set up (site.ts). */
  site: Set<import('./site').SiteCondition>;
  /**
   * Frappe's @rate_limit counters by client IP. Frappe keeps them in its Redis cache, which has no
   * persistence: they do not outlive a restart, so they are not in the database here either.
   */
  resetBudget: Map<string, { windowStart: number; calls: number }>;
  startedAt: number;
}

type AppEnv = {
  Variables: {
    db: Database;
    options: MockOptions;
    state: AppState;
    lang: Lang;
    /** No Authorization header: the call runs as Frappe's Guest user (frappe.ts `method`, `resource`). */
    guest: boolean;
    frappeArgs: Record<string, unknown>;
  };
};

export type AppContext = Context<AppEnv>;
export type App = Hono<AppEnv>;

/**
 * A feature area of the mock. `migrate` creates its tables (idempotent: CREATE … IF NOT EXISTS),
 * `register` adds its routes. Add new modules to the list in modules.ts.
 */
export interface MockModule {
  name: string;
  migrate?(db: Database): void;
  /** Fills the module's tables on first start (runs inside the seeding transaction, in list order). */
  seed?(db: Database, info: SeedInfo): void;
  register?(app: App): void;
}

export interface SeedInfo {
  /** Number of products in the catalogue. */
  products: number;
  /** PRNG seed: the same seed gives the same data. */
  seed: number;
  log: (line: string) => void;
}

/** `Accept-Language` starting with `it` → Italian; everything else (en, sk, …) → English. */
export function langFromHeader(header: string | undefined | null): Lang {
  return (header ?? '').trim().toLowerCase().startsWith('it') ? 'it' : 'en';
}
