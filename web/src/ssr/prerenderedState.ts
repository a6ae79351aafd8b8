import type { NormalizedCacheObject } from '@apollo/client';
import type { LanguageCode, Theme } from '../state/clientState';

/** The id of the JSON script element the server writes after #root (docs/adr/0024). */
export const PRERENDERED_STATE_ELEMENT_ID = 'prerendered-state';

/** What the server rendered with: the client starts from it so its first render equals the server's. */
export interface PrerenderedState {
  language: LanguageCode;
  theme: Theme;
  apolloCache: NormalizedCacheObject;
}

/**
 * JSON that is safe inside a <script> element: `<` is escaped so that no text (a page's Markdown, a
 * product name) can close the element, and U+2028/U+2029 so that older parsers read it whole.
 */
export function serializePrerenderedState(state: PrerenderedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server wrote into the page, or null for the SPA shell (no server render). */
export function readPrerenderedState(): PrerenderedState | null {
  const text = document.getElementById(PRERENDERED_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderedState;
  } catch {
    return null;
  }
}
