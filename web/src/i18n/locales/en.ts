/** English is the reference catalogue: every other language has the same keys. */
export const en = {
  nav: {
    pricing: 'Pricing',
    faq: 'FAQ',
    aboutUs: 'About us',
    theme: 'Theme',
    language: 'Language',
    signIn: 'Sign in',
    signUp: 'Sign up',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    home: 'Home page',
  },
  theme: {
    LIGHT: 'Light',
    DARK: 'Dark',
  },
  footer: {
    product: 'Product',
    legal: 'Legal',
    help: 'Help',
    terms: 'Terms',
    privacy: 'Privacy',
    risk: 'Risk',
    tradingTerms: 'Trading terms',
    referralFaq: 'Referral FAQ',
    contact: 'Contact',
    riskWarning:
      'Cloud mining and trading carry risk. Mining payouts are estimates and can fall; trading CFDs and options can cost you your whole stake. The service is not provided to residents of the United States.',
  },
  home: {
    title: 'Home',
    pitch:
      'Rent cloud mining power that pays out daily in BTC, ETH, USDT or BNB, and trade forex, crypto and stocks at live prices.',
    seeContracts: 'See the contracts',
    contractsTitle: 'Mining contracts',
  },
  pricing: {
    title: 'Pricing',
    heroTitle: 'Cloud mining contracts',
    heroDescription:
      "Every contract pays out daily in the contract's own currency: cryptocurrencies such as Bitcoin, Ethereum and Binance Coin, or the USD Tether stablecoin. The first payout arrives the day after the contract starts.",
    coinTabsLabel: 'Contract coin',
    term_one: '{{count}} MONTH',
    term_other: '{{count}} MONTHS',
    price: 'Price',
    hashrate: 'Hashrate',
    hashrateValue: '{{value}} TH/s',
    estimatedProfit: 'Estimated profit over the term',
    estimatedProfitValue: '{{value}}%',
    estimatedDailyPayout: 'Estimated daily payout',
    estimate: 'Estimate',
    buy: 'Buy contract',
    loading: 'Loading contracts',
    loadErrorTitle: 'Contracts unavailable',
    loadError: 'The contracts could not be loaded. Please try again in a moment.',
    retry: 'Try again',
    empty: 'No contracts are offered for this coin at the moment.',
    riskNotice:
      "Estimated figures are projections from the plan's current parameters. Real payouts change with coin prices, network difficulty and fees; they can be lower than shown or stop altogether. An estimate is not a promise of income.",
  },
  coins: {
    BTC: 'Bitcoin',
    ETH: 'Ethereum',
    USDT: 'USD Tether',
    BNB: 'Binance Coin',
  },
  prices: {
    label: 'Live prices',
    awaiting: 'Waiting for the first price',
    up: 'Price went up',
    down: 'Price went down',
  },
  notFound: {
    title: 'Resource Not Found',
    description: 'The page you asked for does not exist or has moved.',
    goBack: 'Go Back',
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every translation must fill. */
export type Translation = Catalogue<typeof en>;
