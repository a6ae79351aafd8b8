import { chromeEn } from '../chrome/en';

/**
 * The texts of the chrome and the home page above the fold: all the home page loads (docs/adr/0027). Every
 * other page, and the home page's sections under the fold, load the whole catalogue (../en.ts) first.
 */
export const enCore = {
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
    account: 'Account',
    trading: 'Trading',
  },
  chrome: chromeEn,
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
    seeContracts: 'See the contracts',
    contractsTitle: 'Mining contracts',
    calculatorTitle: 'Mining income calculator',
    allQuestions: 'See all questions',
    openForex: 'Open the trading screen',
    pledgeContract: 'Pledge a contract',
    chooseTrader: 'Choose a trader to copy',
    videoUnsupported: 'Your browser cannot play this video.',
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
  session: {
    loading: 'Checking your session',
    loadErrorTitle: 'Account unavailable',
    loadError: 'Your account could not be loaded. Please try again in a moment.',
    retry: 'Try again',
    retrying: 'Temporarily unavailable. Retrying automatically; the rest of the page keeps working.',
    signOut: 'Sign out',
  },
  messages: {
    title: 'Messages',
    empty: 'You have no messages.',
    loading: 'Loading your messages',
    loadErrorTitle: 'Messages unavailable',
    loadError: 'Your messages could not be loaded. Please try again in a moment.',
    important: 'Important',
    dismiss: 'Dismiss',
    popupTitle: 'A message from our team',
    ok: 'OK',
  },
  notFound: {
    title: 'Resource Not Found',
    description: 'The page you asked for does not exist or has moved.',
    goBack: 'Go Back',
  },
};

/** Every language has the core's English keys. */
export type CoreTranslation = typeof enCore;
