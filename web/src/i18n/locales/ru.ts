import type { Translation } from './en';

/** Russian has four plural forms; i18next picks one with Intl.PluralRules. */
type RussianTranslation = Translation & { pricing: { term_few: string; term_many: string } };

export const ru: RussianTranslation = {
  nav: {
    pricing: 'Тарифы',
    faq: 'Вопросы и ответы',
    aboutUs: 'О нас',
    theme: 'Тема',
    language: 'Язык',
    signIn: 'Войти',
    signUp: 'Регистрация',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    menu: 'Меню',
    home: 'Главная страница',
  },
  theme: {
    LIGHT: 'Светлая',
    DARK: 'Тёмная',
  },
  footer: {
    product: 'Продукт',
    legal: 'Правовая информация',
    help: 'Помощь',
    terms: 'Условия',
    privacy: 'Конфиденциальность',
    risk: 'Риски',
    tradingTerms: 'Условия торговли',
    referralFaq: 'Вопросы о рефералах',
    contact: 'Связаться с нами',
    riskWarning:
      'Облачный майнинг и торговля связаны с риском. Выплаты от майнинга являются оценкой и могут снижаться; при торговле CFD и опционами можно потерять всю ставку. Услуга не предоставляется резидентам США.',
  },
  home: {
    title: 'Главная',
    pitch:
      'Арендуйте облачные мощности для майнинга с ежедневными выплатами в BTC, ETH, USDT или BNB и торгуйте валютами, криптовалютами и акциями по текущим ценам.',
    seeContracts: 'Посмотреть контракты',
    contractsTitle: 'Контракты на майнинг',
  },
  pricing: {
    title: 'Тарифы',
    heroTitle: 'Контракты на облачный майнинг',
    heroDescription:
      'Каждый контракт приносит ежедневные выплаты в валюте контракта: в криптовалютах, таких как Bitcoin, Ethereum и Binance Coin, или в стейблкоине USD Tether. Первая выплата поступает на следующий день после начала контракта.',
    coinTabsLabel: 'Монета контракта',
    term_one: '{{count}} МЕСЯЦ',
    term_few: '{{count}} МЕСЯЦА',
    term_many: '{{count}} МЕСЯЦЕВ',
    term_other: '{{count}} МЕСЯЦА',
    price: 'Цена',
    hashrate: 'Хешрейт',
    hashrateValue: '{{value}} TH/s',
    estimatedProfit: 'Ожидаемая доходность за срок',
    estimatedProfitValue: '{{value}}%',
    estimatedDailyPayout: 'Ожидаемая ежедневная выплата',
    estimate: 'Оценка',
    buy: 'Купить контракт',
    loading: 'Загрузка контрактов',
    loadErrorTitle: 'Контракты недоступны',
    loadError: 'Не удалось загрузить контракты. Попробуйте ещё раз чуть позже.',
    retry: 'Повторить',
    empty: 'Сейчас по этой монете нет доступных контрактов.',
    riskNotice:
      'Ожидаемые показатели — это прогноз по текущим параметрам тарифа. Реальные выплаты зависят от курса монеты, сложности сети и комиссий; они могут оказаться ниже указанных или прекратиться совсем. Оценка не является обещанием дохода.',
  },
  coins: {
    BTC: 'Bitcoin',
    ETH: 'Ethereum',
    USDT: 'USD Tether',
    BNB: 'Binance Coin',
  },
  prices: {
    label: 'Текущие цены',
    awaiting: 'Ожидание первой цены',
    up: 'Цена выросла',
    down: 'Цена снизилась',
  },
  notFound: {
    title: 'Ресурс не найден',
    description: 'Запрошенная страница не существует или была перемещена.',
    goBack: 'Назад',
  },
};
