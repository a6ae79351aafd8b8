import type { Translation } from '../en';

export const contractsRu: Translation['contracts'] = {
  nav: 'Контракты на майнинг',
  title: 'Контракты на майнинг',
  heading: 'Контракты на майнинг',
  buy: 'Купить контракт',
  empty: 'У ВАС ПОКА НЕТ КОНТРАКТА НА МАЙНИНГ',
  plan: 'Тариф',
  power: 'Мощность',
  powerGhs: '{{power}} GH/s',
  mined: 'Добыто',
  status: 'Статус',
  period: 'Майнинг с / истекает',
  stoppedReason: 'Остановлен: {{reason}}',
  loading: 'Загружаем ваши контракты',
  loadErrorTitle: 'Контракты недоступны',
  loadError: 'Не удалось загрузить ваши контракты. Попробуйте ещё раз через минуту.',
  statuses: {
    PENDING_PAYMENT: 'Ожидает',
    STARTING: 'Начнётся {{day}}',
    MINING: 'Майнинг',
    STOPPED: 'Остановлен',
    EXPIRED: 'Истёк',
    TERMINATED: 'Расторгнут',
  },
};
