import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { HomeHero } from '../content/home/HomeHero';
import { HomeSections } from '../content/home/HomeSections';
import { usePublicPage } from '../content/usePublicPage';
import { PriceStrip } from '../prices/PriceStrip';

/** / and /index.html: the home text's hero and blocks around the price strip, the contracts and the calculator. */
export function HomePage() {
  const { t } = useTranslation();
  const state = usePublicPage('home');
  usePageTitle(state.status === 'ready' ? state.page.label : t('home.title'));
  return (
    <>
      <HomeHero state={state} />
      <PriceStrip />
      <HomeSections state={state} />
    </>
  );
}
