import type { Translation } from '../en';

export const contractsEs: Translation['contracts'] = {
  nav: 'Contratos de minería',
  title: 'Contratos de minería',
  heading: 'Contratos de minería',
  buy: 'Comprar un contrato',
  empty: 'NO TIENE NINGÚN CONTRATO DE MINERÍA POR EL MOMENTO',
  plan: 'Plan',
  power: 'Potencia',
  powerGhs: '{{power}} GH/s',
  mined: 'Minado hasta ahora',
  status: 'Estado',
  period: 'Mina desde / vence',
  stoppedReason: 'Detenido: {{reason}}',
  loading: 'Cargando sus contratos',
  loadErrorTitle: 'Contratos no disponibles',
  loadError: 'No se pudieron cargar sus contratos. Inténtelo de nuevo en un momento.',
  statuses: {
    PENDING_PAYMENT: 'Pendiente',
    STARTING: 'Empieza el {{day}}',
    MINING: 'Minando',
    STOPPED: 'Detenido',
    EXPIRED: 'Vencido',
    TERMINATED: 'Rescindido',
  },
};
