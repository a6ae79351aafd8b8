import { getClientState, subscribeClientState } from './clientState';

function applyToDocument(): void {
  const { theme, language } = getClientState();
  const root = document.documentElement;
  const scheme = theme === 'DARK' ? 'dark' : 'light';
  root.dataset.theme = scheme;
  // Mantine sets this too, but only after its first effect: setting it now avoids a flash of the wrong theme.
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.lang = language;
}

/** Keeps <html data-theme> and <html lang> equal to the client state. */
export function syncDocumentWithClientState(): void {
  applyToDocument();
  subscribeClientState(applyToDocument);
}
