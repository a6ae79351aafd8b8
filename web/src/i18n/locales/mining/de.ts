import type { Translation } from '../en';

export const contractsDe: Translation['contracts'] = {
  nav: 'Mining-Verträge',
  title: 'Mining-Verträge',
  heading: 'Mining-Verträge',
  buy: 'Vertrag kaufen',
  empty: 'SIE HABEN DERZEIT KEINEN MINING-VERTRAG',
  plan: 'Tarif',
  power: 'Leistung',
  powerGhs: '{{power}} GH/s',
  mined: 'Bisher gemined',
  status: 'Status',
  period: 'Mining ab / läuft ab',
  stoppedReason: 'Angehalten: {{reason}}',
  loading: 'Ihre Verträge werden geladen',
  loadErrorTitle: 'Verträge nicht verfügbar',
  loadError: 'Ihre Verträge konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  statuses: {
    PENDING_PAYMENT: 'Ausstehend',
    STARTING: 'Beginnt am {{day}}',
    MINING: 'Mining',
    STOPPED: 'Angehalten',
    EXPIRED: 'Abgelaufen',
    TERMINATED: 'Beendet',
  },
};
