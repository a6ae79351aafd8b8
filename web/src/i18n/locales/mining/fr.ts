import type { Translation } from '../en';

export const contractsFr: Translation['contracts'] = {
  nav: 'Contrats de minage',
  title: 'Contrats de minage',
  heading: 'Contrats de minage',
  buy: 'Acheter un contrat',
  empty: "VOUS N'AVEZ AUCUN CONTRAT DE MINAGE POUR LE MOMENT",
  plan: 'Offre',
  power: 'Puissance',
  powerGhs: '{{power}} GH/s',
  mined: 'Miné à ce jour',
  status: 'Statut',
  period: 'Minage depuis / expire le',
  stoppedReason: 'Arrêté : {{reason}}',
  loading: 'Chargement de vos contrats',
  loadErrorTitle: 'Contrats indisponibles',
  loadError: "Vos contrats n'ont pas pu être chargés. Veuillez réessayer dans un instant.",
  statuses: {
    PENDING_PAYMENT: 'En attente',
    STARTING: 'Commence le {{day}}',
    MINING: 'En minage',
    STOPPED: 'Arrêté',
    EXPIRED: 'Expiré',
    TERMINATED: 'Résilié',
  },
};
