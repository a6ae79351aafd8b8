import type { ChromeTranslation } from './types';

export const chromeEs: ChromeTranslation = {
  sound: {
    label: 'Sonido al pulsar',
    mute: 'Desactivar el sonido al pulsar',
    unmute: 'Activar el sonido al pulsar',
  },
  installHint: {
    title: 'Añada CloudMine a su pantalla de inicio',
    steps: 'Toque <share></share> Compartir en Safari y elija «Añadir a pantalla de inicio».',
    close: 'Cerrar',
  },
  page: {
    loading: 'Cargando la página',
    failedTitle: 'No se pudo cargar esta página',
    failed: 'Compruebe su conexión y vuelva a cargar la página.',
    reload: 'Volver a cargar',
  },
  tapHint: 'Toque justo sobre el botón',
  explainer: {
    label: 'CloudMine explicado en 40 segundos',
  },
};
