import type { Translation } from './en';

export const de: Translation = {
  nav: {
    pricing: 'Preise',
    faq: 'FAQ',
    aboutUs: 'Über uns',
    theme: 'Design',
    language: 'Sprache',
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menu: 'Menü',
    home: 'Startseite',
  },
  theme: {
    LIGHT: 'Hell',
    DARK: 'Dunkel',
  },
  footer: {
    product: 'Produkt',
    legal: 'Rechtliches',
    help: 'Hilfe',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutz',
    risk: 'Risikohinweis',
    tradingTerms: 'Handelsbedingungen',
    referralFaq: 'FAQ zum Empfehlungsprogramm',
    contact: 'Kontakt',
    riskWarning:
      'Cloud-Mining und Handel sind mit Risiken verbunden. Mining-Auszahlungen sind Schätzungen und können sinken; beim Handel mit CFDs und Optionen kann der gesamte Einsatz verloren gehen. Der Dienst wird nicht für Einwohner der Vereinigten Staaten angeboten.',
  },
  home: {
    title: 'Startseite',
    pitch:
      'Mieten Sie Cloud-Mining-Leistung mit täglichen Auszahlungen in BTC, ETH, USDT oder BNB und handeln Sie Devisen, Kryptowährungen und Aktien zu Live-Kursen.',
    seeContracts: 'Verträge ansehen',
    contractsTitle: 'Mining-Verträge',
  },
  pricing: {
    title: 'Preise',
    heroTitle: 'Cloud-Mining-Verträge',
    heroDescription:
      'Jeder Vertrag zahlt täglich in seiner eigenen Währung aus: in Kryptowährungen wie Bitcoin, Ethereum und Binance Coin oder im Stablecoin USD Tether. Die erste Auszahlung erfolgt am Tag nach Vertragsbeginn.',
    coinTabsLabel: 'Coin des Vertrags',
    term_one: '{{count}} MONAT',
    term_other: '{{count}} MONATE',
    price: 'Preis',
    hashrate: 'Hashrate',
    hashrateValue: '{{value}} TH/s',
    estimatedProfit: 'Geschätzter Gewinn über die Laufzeit',
    estimatedProfitValue: '{{value}} %',
    estimatedDailyPayout: 'Geschätzte tägliche Auszahlung',
    estimate: 'Schätzung',
    buy: 'Vertrag kaufen',
    loading: 'Verträge werden geladen',
    loadErrorTitle: 'Verträge nicht verfügbar',
    loadError: 'Die Verträge konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    empty: 'Für diesen Coin werden derzeit keine Verträge angeboten.',
    riskNotice:
      'Die geschätzten Werte sind Prognosen aus den aktuellen Tarifparametern. Die tatsächlichen Auszahlungen ändern sich mit Coin-Kursen, Netzwerkschwierigkeit und Gebühren; sie können niedriger ausfallen als angezeigt oder ganz ausbleiben. Eine Schätzung ist kein Ertragsversprechen.',
  },
  coins: {
    BTC: 'Bitcoin',
    ETH: 'Ethereum',
    USDT: 'USD Tether',
    BNB: 'Binance Coin',
  },
  prices: {
    label: 'Live-Kurse',
    awaiting: 'Warten auf den ersten Kurs',
    up: 'Kurs gestiegen',
    down: 'Kurs gefallen',
  },
  notFound: {
    title: 'Ressource nicht gefunden',
    description: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    goBack: 'Zurück',
  },
};
