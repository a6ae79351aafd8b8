import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Client state kept in the browser (specification §3): read once at start-up,
 * written back to localStorage on every change. Theme and language are also written to the `theme`
 * and `lang` cookies, so the edge renders public pages in them (docs/adr/0024).
 */

export const THEMES = ['LIGHT', 'DARK'] as const;
export type Theme = (typeof THEMES)[number];

export const LANGUAGE_CODES = ['en', 'ru', 'de', 'es', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const MARKET_TABS = ['CRYPTO', 'CURRENCIES', 'STOCKS'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** The price chart's candle spans (the trading screens' timeframe choice). */
export const CHART_TIMEFRAMES = ['ONE_MINUTE', 'FIVE_MINUTES', 'ONE_HOUR', 'ONE_DAY'] as const;
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number];

export interface ClientState {
  theme: Theme;
  language: LanguageCode;
  chartSymbol: string;
  marketTab: MarketTab;
  chartTimeframe: ChartTimeframe;
  /** The click sound (specification 000 §2): on unless the visitor turned it off. */
  soundMuted: boolean;
  /** The iPhone "Add to Home Screen" hint, once closed, is not shown again. */
  installHintDismissed: boolean;
}

const STORAGE_KEY = 'cloudmine.client-state.v1';

export const DEFAULT_CLIENT_STATE: ClientState = {
  theme: 'LIGHT',
  language: 'en',
  chartSymbol: 'AUDCHF',
  marketTab: 'CURRENCIES',
  chartTimeframe: 'ONE_MINUTE',
  // The specification plays the sound on click; it starts on, and one tap in the top bar mutes it.
  soundMuted: false,
  installHintDismissed: false,
};

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Saved state may come from an older build or be hand-edited: keep only valid values. */
function sanitize(saved: Record<string, unknown>): ClientState {
  const defaults = DEFAULT_CLIENT_STATE;
  const chartSymbol = saved.chartSymbol;
  return {
    theme: oneOf(THEMES, saved.theme, defaults.theme),
    language: oneOf(LANGUAGE_CODES, saved.language, defaults.language),
    chartSymbol:
      typeof chartSymbol === 'string' && /^[A-Z0-9]{1,20}$/.test(chartSymbol) ? chartSymbol : defaults.chartSymbol,
    marketTab: oneOf(MARKET_TABS, saved.marketTab, defaults.marketTab),
    chartTimeframe: oneOf(CHART_TIMEFRAMES, saved.chartTimeframe, defaults.chartTimeframe),
    soundMuted: flag(saved.soundMuted, defaults.soundMuted),
    installHintDismissed: flag(saved.installHintDismissed, defaults.installHintDismissed),
  };
}

function readSaved(): ClientState {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (parsed !== null && typeof parsed === 'object') {
      return sanitize(parsed as Record<string, unknown>);
    }
  } catch {
    // Storage blocked (private mode) or corrupt JSON: start from the defaults.
  }
  return DEFAULT_CLIENT_STATE;
}

/** A year: the choice outlives the session, like the localStorage copy. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function saveCookies(state: ClientState): void {
  for (const [name, value] of [
    ['lang', state.language],
    ['theme', state.theme],
  ]) {
    document.cookie = `${name}=${value}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }
}

function save(state: ClientState): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the state still lives for this visit.
  }
  saveCookies(state);
}

let current: ClientState = readSaved();
const listeners = new Set<() => void>();

export function getClientState(): ClientState {
  return current;
}

export function updateClientState(change: Partial<ClientState>): void {
  const next = sanitize({ ...current, ...change });
  const unchanged = (Object.keys(next) as (keyof ClientState)[]).every((key) => next[key] === current[key]);
  if (unchanged) return;
  current = next;
  save(current);
  listeners.forEach((listener) => listener());
}

/**
 * Applies a change and writes the state back even when nothing changed, so the cookies exist for a
 * visitor whose choice was saved in localStorage before the cookies were (called once at start-up).
 */
export function rememberClientState(change: Partial<ClientState>): void {
  updateClientState(change);
  save(current);
}

export function subscribeClientState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The state of the request being rendered on the server (theme and language from the request): the
 * module-level state is shared by every request the server renders at once, so it cannot hold them.
 */
export const RequestClientStateContext = createContext<ClientState | null>(null);

/** The value of `?lang=`, `lang` and `theme` cookies, or the server's state, as a valid state change. */
export function clientStateFrom(values: { language?: unknown; theme?: unknown }): Partial<ClientState> {
  const change: Partial<ClientState> = {};
  if (LANGUAGE_CODES.includes(values.language as LanguageCode)) change.language = values.language as LanguageCode;
  if (THEMES.includes(values.theme as Theme)) change.theme = values.theme as Theme;
  return change;
}

export function useClientState(): ClientState {
  const requestState = useContext(RequestClientStateContext);
  // While hydrating React reads the server snapshot: main.tsx has already applied the server's state.
  return useSyncExternalStore(subscribeClientState, getClientState, () => requestState ?? getClientState());
}
