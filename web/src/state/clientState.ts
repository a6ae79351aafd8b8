import { useSyncExternalStore } from 'react';

/**
 * Client state kept in the browser (specification §3): read once at start-up,
 * written back to localStorage on every change.
 */

export const THEMES = ['LIGHT', 'DARK'] as const;
export type Theme = (typeof THEMES)[number];

export const LANGUAGE_CODES = ['en', 'ru', 'de', 'es', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const MARKET_TABS = ['CRYPTO', 'CURRENCIES', 'STOCKS'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

export interface ClientState {
  theme: Theme;
  language: LanguageCode;
  chartSymbol: string;
  marketTab: MarketTab;
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

function save(state: ClientState): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the state still lives for this visit.
  }
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

export function subscribeClientState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientState(): ClientState {
  return useSyncExternalStore(subscribeClientState, getClientState, getClientState);
}
