import type { Translation } from '../en';

/** French plural rules include a "many" form for very large numbers. */
export const pricingFr: Translation['pricing'] & { term_many: string } = {
  title: 'Tarifs',
  heroTitle: 'Contrats de minage dans le cloud',
  heroDescription:
    'Chaque contrat paie chaque jour dans sa propre monnaie : des cryptomonnaies comme Bitcoin, Ethereum et Binance Coin, ou le stablecoin USD Tether. Le premier paiement arrive le lendemain du début du contrat.',
  coinTabsLabel: 'Monnaie du contrat',
  plansTitle: 'Contrats par monnaie',
  term_one: '{{count}} MOIS',
  term_many: '{{count}} MOIS',
  term_other: '{{count}} MOIS',
  price: 'Prix',
  hashrate: 'Puissance de hachage',
  hashrateValue: '{{value}} TH/s',
  maintenanceFee: 'Frais de maintenance par TH/s et par jour',
  feeValue: '{{value}}\u00a0USD',
  paidIn: 'Payé en',
  estimatedDailyPayout: 'Paiement quotidien estimé',
  estimatedReturn: 'Rendement estimé sur {{days}} jours',
  percentValue: '{{value}}\u00a0%',
  breakEven: 'Seuil de rentabilité estimé',
  breakEvenDay: 'jour {{day}}',
  breakEvenNever: 'pas pendant la durée',
  estimate: 'Estimation',
  estimateUnavailable:
    'Pas d’estimation pour le moment : les cours ou le hashprice nécessaires ne sont pas encore connus.',
  soldOut: 'Épuisé',
  buy: 'Acheter le contrat',
  loading: 'Chargement des contrats',
  loadErrorTitle: 'Contrats indisponibles',
  loadError: 'Les contrats n’ont pas pu être chargés. Veuillez réessayer dans un instant.',
  retry: 'Réessayer',
  empty: 'Aucun contrat n’est proposé pour cette monnaie pour le moment.',
  whatIsSold:
    'Vous achetez de la puissance de hachage SHA-256 pour la durée du contrat. La production de chaque jour est calculée en BTC à partir du hashprice et payée en {{coin}} au cours de référence du jour fourni par le flux de prix.',
  variantLabel: 'Variante du contrat',
  variants: {
    STANDARD: 'Standard',
    PRO: 'Pro',
  },
  variantHints: {
    STANDARD: 'Contrats standard : le prix et les frais de maintenance de base.',
    PRO: 'Contrats Pro : la même puissance et la même durée pour un prix plus élevé et des frais de maintenance plus bas.',
  },
  inputs: {
    title: 'Les estimations sont calculées à partir de',
    hashprice: 'hashprice de {{value}} BTC par TH/s et par jour',
    fee: 'frais de maintenance de {{value}} USD par TH/s et par jour',
    rate: '{{coin}} à {{value}} USD ({{source}}, {{time}})',
    ratePar: '{{coin}} à 1 USD (au pair)',
    sources: {
      CANDLE_CLOSE: 'clôture de la dernière bougie d’une minute',
      LIVE_TICK: 'cours en direct',
      PAR: 'au pair',
      FEED: 'cours du flux',
      FALLBACK: 'cours de secours intégré',
    },
  },
  riskNotice:
    'Chaque chiffre indiqué comme estimation est calculé à partir du hashprice, des frais de maintenance et des cours actuels. Ce n’est pas une promesse : les paiements réels varient avec ces chiffres et peuvent être inférieurs à ceux indiqués. Lorsque les frais dépassent la production, l’estimation est négative et affichée telle quelle.',
};

export const calculatorFr: Translation['calculator'] = {
  intro:
    'Saisissez un montant en USD ou une puissance en GH/s : l’autre valeur découle du prix par GH/s de l’offre choisie. Les chiffres sont des estimations.',
  coin: 'Monnaie',
  plan: 'Offre',
  planOption: '{{term}} · {{price}}',
  variant: 'Variante',
  amount: 'Montant (USD)',
  power: 'Puissance (GH/s)',
  usdPerGhs: 'Prix de l’offre : {{value}} USD par GH/s',
  amountInvalid: 'Saisissez un montant de 0 à 100 000 000 USD avec au plus 2 décimales.',
  powerInvalid: 'Saisissez une puissance avec au plus 3 décimales qui coûte au plus 100 000 000 USD.',
  required: 'Saisissez un montant ou une puissance.',
  estimatesTitle: 'Revenus estimés',
  period: 'Période',
  inCoin: 'Estimation en {{coin}}',
  inUsd: 'Estimation en USD',
  periods: {
    daily: 'Par jour',
    weekly: 'Par semaine (7 jours)',
    monthly: 'Par mois (30 jours)',
    yearly: 'Par an (365 jours)',
  },
  termPeriod: 'Toute la durée',
  netResult: 'Résultat net sur la durée',
  netGain: 'Un gain de {{amount}} sur les {{price}} payés, aux chiffres du jour.',
  netLoss:
    'Une perte de {{amount}} : aux chiffres du jour, les revenus de la durée ne remboursent pas les {{price}} payés.',
  netEven: "À l'équilibre : aux chiffres du jour, les revenus de la durée remboursent tout juste les {{price}} payés.",
  unavailable: 'Pas d’estimation pour le moment : les cours ou le hashprice nécessaires ne sont pas encore connus.',
  soldOut: 'Cette offre est épuisée pour le moment ; l’estimation est donnée à titre indicatif.',
  loading: 'Calcul de l’estimation',
  loadErrorTitle: 'Calculateur indisponible',
  loadError: 'L’estimation n’a pas pu être calculée. Veuillez réessayer dans un instant.',
  retry: 'Réessayer',
  riskNotice:
    'Des estimations, pas une promesse : calculées à partir du hashprice, des frais de maintenance et des cours actuels, qui changent chaque jour. Les paiements réels peuvent être inférieurs ; lorsque les frais dépassent la production, l’estimation est négative.',
};
