import type { Translation } from './en';

/** Spanish plural rules include a "many" form for very large numbers. */
type SpanishTranslation = Translation & { pricing: { term_many: string } };

export const es: SpanishTranslation = {
  nav: {
    pricing: 'Precios',
    faq: 'Preguntas frecuentes',
    aboutUs: 'Quiénes somos',
    theme: 'Tema',
    language: 'Idioma',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menu: 'Menú',
    home: 'Página de inicio',
  },
  theme: {
    LIGHT: 'Claro',
    DARK: 'Oscuro',
  },
  footer: {
    product: 'Producto',
    legal: 'Legal',
    help: 'Ayuda',
    terms: 'Términos',
    privacy: 'Privacidad',
    risk: 'Riesgos',
    tradingTerms: 'Condiciones de trading',
    referralFaq: 'Preguntas sobre referidos',
    contact: 'Contacto',
    riskWarning:
      'La minería en la nube y el trading conllevan riesgos. Los pagos de minería son estimaciones y pueden bajar; operar con CFD y opciones puede hacerle perder toda la inversión. El servicio no se ofrece a residentes de los Estados Unidos.',
  },
  home: {
    title: 'Inicio',
    pitch:
      'Alquile potencia de minería en la nube con pagos diarios en BTC, ETH, USDT o BNB, y opere con divisas, criptomonedas y acciones a precios en tiempo real.',
    seeContracts: 'Ver los contratos',
    contractsTitle: 'Contratos de minería',
  },
  pricing: {
    title: 'Precios',
    heroTitle: 'Contratos de minería en la nube',
    heroDescription:
      'Cada contrato paga a diario en su propia moneda: criptomonedas como Bitcoin, Ethereum y Binance Coin, o la stablecoin USD Tether. El primer pago llega el día siguiente al inicio del contrato.',
    coinTabsLabel: 'Moneda del contrato',
    term_one: '{{count}} MES',
    term_many: '{{count}} MESES',
    term_other: '{{count}} MESES',
    price: 'Precio',
    hashrate: 'Tasa de hash',
    hashrateValue: '{{value}} TH/s',
    estimatedProfit: 'Beneficio estimado durante el plazo',
    estimatedProfitValue: '{{value}} %',
    estimatedDailyPayout: 'Pago diario estimado',
    estimate: 'Estimación',
    buy: 'Comprar contrato',
    loading: 'Cargando contratos',
    loadErrorTitle: 'Contratos no disponibles',
    loadError: 'No se pudieron cargar los contratos. Vuelva a intentarlo en un momento.',
    retry: 'Reintentar',
    empty: 'Por ahora no se ofrecen contratos para esta moneda.',
    riskNotice:
      'Las cifras estimadas son proyecciones con los parámetros actuales del plan. Los pagos reales varían con el precio de la moneda, la dificultad de la red y las comisiones; pueden ser menores de lo indicado o detenerse por completo. Una estimación no es una promesa de ingresos.',
  },
  coins: {
    BTC: 'Bitcoin',
    ETH: 'Ethereum',
    USDT: 'USD Tether',
    BNB: 'Binance Coin',
  },
  prices: {
    label: 'Precios en tiempo real',
    awaiting: 'Esperando el primer precio',
    up: 'El precio subió',
    down: 'El precio bajó',
  },
  notFound: {
    title: 'Recurso no encontrado',
    description: 'La página solicitada no existe o se ha trasladado.',
    goBack: 'Volver',
  },
};
