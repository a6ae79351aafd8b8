import { SLIDES, SLIDE_SECONDS } from './slides.mjs';

/**
 * The explainer's captions, one cue per slide, in every language of the site. English repeats the
 * slide; the others translate it, so a viewer reads the video in the language of the page.
 */
export const CAPTIONS = {
  en: SLIDES.map((slide) => `${slide.title}. ${slide.body}`),
  ru: [
    'CloudMine. Облачный майнинг и торговля в одном аккаунте',
    'Арендуйте хешрейт. Выберите контракт в Bitcoin, Ethereum, USD Tether или Binance Coin',
    'Ежедневные выплаты. Каждый день в BTC, ETH, USDT или BNB. Выплаты — это оценка, а не гарантия.',
    'Торгуйте CFD. Форекс, криптовалюты и акции по ценам живого потока котировок',
    'Копируйте трейдеров. Подпишитесь на трейдера, и его сделки откроются и в вашем аккаунте',
    'Пополнение и вывод. В криптовалюте, с комиссиями, опубликованными до оплаты',
    'Помните о рисках. Выплаты от майнинга могут снизиться, а на CFD можно потерять всю ставку',
    'Начните сейчас. Зарегистрируйтесь, выберите контракт и следите за выплатами',
  ],
  de: [
    'CloudMine. Cloud-Mining und Trading in einem Konto',
    'Hashrate mieten. Wählen Sie einen Vertrag in Bitcoin, Ethereum, USD Tether oder Binance Coin',
    'Tägliche Auszahlungen. Jeden Tag in BTC, ETH, USDT oder BNB. Die Auszahlungen sind Schätzungen, keine Garantie.',
    'CFDs handeln. Devisen, Kryptowährungen und Aktien zu Live-Kursen',
    'Tradern folgen. Folgen Sie einem Trader, und seine Trades werden auch in Ihrem Konto eröffnet',
    'Ein- und Auszahlungen. In Krypto, mit Gebühren, die vor der Zahlung veröffentlicht sind',
    'Kennen Sie die Risiken. Mining-Auszahlungen können sinken, und mit CFDs können Sie Ihren gesamten Einsatz verlieren',
    'Jetzt starten. Registrieren Sie sich, wählen Sie einen Vertrag und verfolgen Sie Ihre Auszahlungen',
  ],
  es: [
    'CloudMine. Minería en la nube y trading en una sola cuenta',
    'Alquile potencia de minado. Elija un contrato en Bitcoin, Ethereum, USD Tether o Binance Coin',
    'Pagos diarios. Cada día en BTC, ETH, USDT o BNB. Los pagos son estimaciones, no están garantizados.',
    'Opere CFD. Divisas, criptomonedas y acciones a precios en tiempo real',
    'Copie a traders. Siga a un trader y sus operaciones se abrirán también en su cuenta',
    'Depósitos y retiros. En criptomonedas, con las comisiones publicadas antes de pagar',
    'Conozca los riesgos. Los pagos de minería pueden bajar y con los CFD puede perder todo lo invertido',
    'Empiece ya. Regístrese, elija un contrato y siga sus pagos',
  ],
  fr: [
    'CloudMine. Minage dans le cloud et trading dans un seul compte',
    'Louez de la puissance de calcul. Choisissez un contrat en Bitcoin, Ethereum, USD Tether ou Binance Coin',
    'Paiements quotidiens. Chaque jour en BTC, ETH, USDT ou BNB. Les paiements sont des estimations, sans garantie.',
    'Tradez des CFD. Devises, cryptomonnaies et actions aux cours en direct',
    'Copiez des traders. Suivez un trader et ses positions s’ouvrent aussi sur votre compte',
    'Dépôts et retraits. En cryptomonnaies, avec des frais publiés avant de payer',
    'Connaissez les risques. Les paiements du minage peuvent baisser et les CFD peuvent vous coûter toute votre mise',
    'Commencez. Inscrivez-vous, choisissez un contrat et suivez vos paiements',
  ],
};

function timestamp(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `00:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
}

/** A WebVTT file with each slide's caption shown for that slide's five seconds. */
export function webVtt(language) {
  const cues = CAPTIONS[language];
  if (cues.length !== SLIDES.length)
    throw new Error(`${language} has ${cues.length} captions for ${SLIDES.length} slides`);
  const blocks = cues.map((text, index) => {
    const start = index * SLIDE_SECONDS;
    // Ends a little before the next slide so two cues never show at once.
    return `${index + 1}\n${timestamp(start)} --> ${timestamp(start + SLIDE_SECONDS - 0.1)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
