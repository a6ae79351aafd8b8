import type { ChromeTranslation } from './types';

export const chromeFr: ChromeTranslation = {
  sound: {
    label: 'Son des clics',
    mute: 'Couper le son des clics',
    unmute: 'Activer le son des clics',
  },
  installHint: {
    title: 'Ajoutez CloudMine à votre écran d’accueil',
    steps: 'Touchez <share></share> Partager dans Safari, puis choisissez « Sur l’écran d’accueil ».',
    close: 'Fermer',
  },
  page: {
    loading: 'Chargement de la page',
    failedTitle: 'Cette page n’a pas pu être chargée',
    failed: 'Vérifiez votre connexion et rechargez la page.',
    reload: 'Recharger',
  },
  tapHint: 'Touchez bien le bouton',
  explainer: {
    label: 'CloudMine expliqué en 40 secondes',
  },
};
