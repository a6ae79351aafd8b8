import type { Translation } from '../en';

/** Spanish plural rules include a "many" form for very large numbers. */
export const pricingEs: Translation['pricing'] & { term_many: string } = {
  title: 'Precios',
  heroTitle: 'Contratos de minería en la nube',
  heroDescription:
    'Cada contrato paga a diario en su propia moneda: criptomonedas como Bitcoin, Ethereum y Binance Coin, o la stablecoin USD Tether. El primer pago llega el día siguiente al inicio del contrato.',
  coinTabsLabel: 'Moneda del contrato',
  plansTitle: 'Contratos por moneda',
  term_one: '{{count}} MES',
  term_many: '{{count}} MESES',
  term_other: '{{count}} MESES',
  price: 'Precio',
  hashrate: 'Tasa de hash',
  hashrateValue: '{{value}} TH/s',
  maintenanceFee: 'Cuota de mantenimiento por TH/s al día',
  feeValue: '{{value}}\u00a0USD',
  paidIn: 'Se paga en',
  estimatedDailyPayout: 'Pago diario estimado',
  estimatedReturn: 'Rendimiento estimado en {{days}} días',
  percentValue: '{{value}}\u00a0%',
  breakEven: 'Punto de equilibrio estimado',
  breakEvenDay: 'día {{day}}',
  breakEvenNever: 'no dentro del plazo',
  estimate: 'Estimación',
  estimateUnavailable: 'Ahora no hay estimación: aún no se conocen los tipos de cambio o el hashprice que necesita.',
  soldOut: 'Agotado',
  buy: 'Comprar contrato',
  loading: 'Cargando contratos',
  loadErrorTitle: 'Contratos no disponibles',
  loadError: 'No se pudieron cargar los contratos. Vuelva a intentarlo en un momento.',
  retry: 'Reintentar',
  empty: 'Por ahora no se ofrecen contratos para esta moneda.',
  whatIsSold:
    'Lo que compra es tasa de hash SHA-256 durante el plazo. La producción de cada día se calcula en BTC a partir del hashprice y se paga en {{coin}} al tipo de cambio fijado ese día por la fuente de precios.',
  variantLabel: 'Variante del contrato',
  variants: {
    STANDARD: 'Estándar',
    PRO: 'Pro',
  },
  variantHints: {
    STANDARD: 'Contratos estándar: el precio y la cuota de mantenimiento base.',
    PRO: 'Contratos Pro: la misma tasa de hash y plazo por un precio más alto y una cuota de mantenimiento más baja.',
  },
  inputs: {
    title: 'Las estimaciones se calculan con',
    hashprice: 'hashprice de {{value}} BTC por TH/s al día',
    fee: 'cuota de mantenimiento de {{value}} USD por TH/s al día',
    rate: '{{coin}} a {{value}} USD ({{source}}, {{time}})',
    ratePar: '{{coin}} a 1 USD (a la par)',
    sources: {
      CANDLE_CLOSE: 'cierre de la última vela de un minuto',
      LIVE_TICK: 'precio en directo',
      PAR: 'a la par',
      FEED: 'precio de la fuente',
      FALLBACK: 'tipo de reserva integrado',
    },
  },
  riskNotice:
    'Toda cifra marcada como estimación se calcula con el hashprice, la cuota de mantenimiento y los tipos de cambio actuales. No es una promesa: los pagos reales cambian con esas cifras y pueden ser menores de lo indicado. Cuando la cuota supera la producción, la estimación es negativa y se muestra así.',
};

export const calculatorEs: Translation['calculator'] = {
  intro:
    'Introduzca un importe en USD o una potencia en GH/s: el otro valor se deriva del precio por GH/s del plan elegido. Las cifras son estimaciones.',
  coin: 'Moneda',
  plan: 'Plan',
  planOption: '{{term}} · {{price}}',
  variant: 'Variante',
  amount: 'Importe (USD)',
  power: 'Potencia (GH/s)',
  usdPerGhs: 'Precio del plan: {{value}} USD por GH/s',
  amountInvalid: 'Introduzca un importe de 0 a 100.000.000 USD con 2 decimales como máximo.',
  powerInvalid: 'Introduzca una potencia con 3 decimales como máximo que cueste 100.000.000 USD como máximo.',
  required: 'Introduzca un importe o una potencia.',
  estimatesTitle: 'Ingresos estimados',
  period: 'Periodo',
  inCoin: 'Estimación en {{coin}}',
  inUsd: 'Estimación en USD',
  periods: {
    daily: 'Diario',
    weekly: 'Semanal (7 días)',
    monthly: 'Mensual (30 días)',
    yearly: 'Anual (365 días)',
  },
  termPeriod: 'Todo el plazo',
  netResult: 'Resultado neto en el plazo',
  netGain: 'Una ganancia de {{amount}} sobre los {{price}} pagados, con las cifras de hoy.',
  netLoss:
    'Una pérdida de {{amount}}: con las cifras de hoy, los ingresos del plazo no recuperan los {{price}} pagados.',
  netEven:
    'Sin ganancia ni pérdida: con las cifras de hoy, los ingresos del plazo recuperan justo los {{price}} pagados.',
  unavailable: 'Ahora no hay estimación: aún no se conocen los tipos de cambio o el hashprice que necesita.',
  soldOut: 'Este plan está agotado por ahora; la estimación se muestra a título informativo.',
  loading: 'Calculando la estimación',
  loadErrorTitle: 'Calculadora no disponible',
  loadError: 'No se pudo calcular la estimación. Vuelva a intentarlo en un momento.',
  retry: 'Reintentar',
  riskNotice:
    'Estimaciones, no una promesa: se calculan con el hashprice, la cuota de mantenimiento y los tipos de cambio actuales, que cambian cada día. Los pagos reales pueden ser menores; cuando la cuota supera la producción, la estimación es negativa.',
};
