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
  page: {
    loading: 'Загрузка страницы',
    failedTitle: 'Не удалось загрузить страницу',
    failed: 'Проверьте подключение и перезагрузите страницу.',
    reload: 'Перезагрузить',
  },
  tapHint: 'Нажмите точно на кнопку',
  explainer: {
    label: 'CloudMine за 40 секунд',
  },
};
