import { colorSchemeOf } from '../app/colorScheme';
import { getClientState, subscribeClientState } from './clientState';

function applyTheme(): void {
  const root = document.documentElement;
  const scheme = colorSchemeOf(getClientState().theme);
  root.dataset.theme = scheme;
  // Mantine sets this too, but only after its first effect: setting it now avoids a flash of the wrong theme.
  root.setAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Keeps <html data-theme> equal to the client state and sets <html lang> at start-up; later language
 * changes set it once their catalogue has loaded (i18n/index.ts), so it always names the text shown.
 */
export function syncDocumentWithClientState(): void {
  applyTheme();
  document.documentElement.lang = getClientState().language;
  subscribeClientState(applyTheme);
}
