import type { ChromeTranslation } from './types';

export const chromeRu: ChromeTranslation = {
  sound: {
    label: 'Звук нажатия',
    mute: 'Выключить звук нажатия',
    unmute: 'Включить звук нажатия',
  },
  installHint: {
    title: 'Добавьте CloudMine на экран «Домой»',
    steps: 'Нажмите <share></share> «Поделиться» в Safari и выберите «На экран „Домой“».',
    close: 'Закрыть',
  },
  tapHint: 'Нажмите точно на кнопку',
  explainer: {
    label: 'CloudMine за 40 секунд',
  },
};
