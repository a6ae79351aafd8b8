import type { ChromeTranslation } from './types';

export const chromeDe: ChromeTranslation = {
  sound: {
    label: 'Klickton',
    mute: 'Klickton ausschalten',
    unmute: 'Klickton einschalten',
  },
  installHint: {
    title: 'CloudMine zum Home-Bildschirm hinzufügen',
    steps: 'Tippen Sie in Safari auf <share></share> Teilen und wählen Sie „Zum Home-Bildschirm“.',
    close: 'Schließen',
  },
  page: {
    loading: 'Seite wird geladen',
    failedTitle: 'Diese Seite konnte nicht geladen werden',
    failed: 'Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    reload: 'Neu laden',
  },
  tapHint: 'Tippen Sie direkt auf die Schaltfläche',
  explainer: {
    label: 'CloudMine in 40 Sekunden erklärt',
  },
};
