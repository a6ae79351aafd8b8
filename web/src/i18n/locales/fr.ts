import type { Translation } from './en';

/** French plural rules include a "many" form for very large numbers. */
type FrenchTranslation = Translation & { pricing: { term_many: string } };

export const fr: FrenchTranslation = {
  nav: {
    pricing: 'Tarifs',
    faq: 'FAQ',
    aboutUs: 'À propos',
    theme: 'Thème',
    language: 'Langue',
    signIn: 'Se connecter',
    signUp: "S'inscrire",
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menu: 'Menu',
    home: "Page d'accueil",
  },
  theme: {
    LIGHT: 'Clair',
    DARK: 'Sombre',
  },
  footer: {
    product: 'Produit',
    legal: 'Mentions légales',
    help: 'Aide',
    terms: 'Conditions',
    privacy: 'Confidentialité',
    risk: 'Risques',
    tradingTerms: 'Conditions de trading',
    referralFaq: 'FAQ parrainage',
    contact: 'Contact',
    riskWarning:
      "Le minage dans le cloud et le trading comportent des risques. Les paiements de minage sont des estimations et peuvent baisser ; le trading de CFD et d'options peut vous faire perdre toute votre mise. Le service n'est pas proposé aux résidents des États-Unis.",
  },
  home: {
    title: 'Accueil',
    pitch:
      "Louez de la puissance de minage dans le cloud payée chaque jour en BTC, ETH, USDT ou BNB, et tradez devises, cryptomonnaies et actions aux prix en temps réel.",
    seeContracts: 'Voir les contrats',
    contractsTitle: 'Contrats de minage',
  },
  pricing: {
    title: 'Tarifs',
    heroTitle: 'Contrats de minage dans le cloud',
    heroDescription:
      "Chaque contrat paie chaque jour dans sa propre monnaie : des cryptomonnaies comme Bitcoin, Ethereum et Binance Coin, ou le stablecoin USD Tether. Le premier paiement arrive le lendemain du début du contrat.",
    coinTabsLabel: 'Monnaie du contrat',
    term_one: '{{count}} MOIS',
    term_many: '{{count}} MOIS',
    term_other: '{{count}} MOIS',
    price: 'Prix',
    hashrate: 'Puissance de hachage',
    hashrateValue: '{{value}} TH/s',
    estimatedProfit: 'Gain estimé sur la durée',
    estimatedProfitValue: '{{value}} %',
    estimatedDailyPayout: 'Paiement quotidien estimé',
    estimate: 'Estimation',
    buy: 'Acheter le contrat',
    loading: 'Chargement des contrats',
    loadErrorTitle: 'Contrats indisponibles',
    loadError: 'Les contrats n’ont pas pu être chargés. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
    empty: 'Aucun contrat n’est proposé pour cette monnaie pour le moment.',
    riskNotice:
      "Les chiffres estimés sont des projections fondées sur les paramètres actuels de l'offre. Les paiements réels varient avec le cours de la monnaie, la difficulté du réseau et les frais ; ils peuvent être inférieurs à ceux indiqués ou s'arrêter complètement. Une estimation n'est pas une promesse de revenu.",
  },
  coins: {
    BTC: 'Bitcoin',
    ETH: 'Ethereum',
    USDT: 'USD Tether',
    BNB: 'Binance Coin',
  },
  prices: {
    label: 'Prix en temps réel',
    awaiting: 'En attente du premier prix',
    up: 'Le prix a monté',
    down: 'Le prix a baissé',
  },
  notFound: {
    title: 'Ressource introuvable',
    description: "La page demandée n'existe pas ou a été déplacée.",
    goBack: 'Retour',
  },
};
