import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRADING_PATHS } from '../../trading/paths';
import { deferredSection } from '../../ui/deferredSection';
import type { PublicPageSection, PublicPageState } from '../usePublicPage';
import { ExplainerVideo } from '../../chrome/ExplainerVideo';
import { HomeBlock } from './HomeBlock';

// The sections under the fold hydrate when the visitor comes near them (docs/adr/0026).
const PricingBlock = deferredSection('contracts', async () => (await import('../../mining/PricingBlock')).PricingBlock);
const MiningCalculator = deferredSection(
  'calculator',
  async () => (await import('../../mining/calculator/MiningCalculator')).MiningCalculator,
);
const FaqAccordion = deferredSection('faq', async () => (await import('../FaqAccordion')).FaqAccordion);

/** Pledging happens on a contract of one's own, so its button leads to the customer's contracts. */
const PLEDGING_PATH = '/user/mining/contracts.html';
/** The home accordion shows the general FAQ's first questions; the rest are on /faq.html. */
const HOME_FAQ_ENTRIES = 6;

function ActionButton({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Group justify="center">
      <Button component={Link} to={to} size="md" data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}

/**
 * The home page's blocks under the hero, in the order texts/README.md gives its sections: the three
 * steps, the video, the contracts, the calculator, trading, pledging, copy trading and the FAQ.
 * The contracts and the calculator stand even when the text cannot be had; the text-only blocks need it.
 */
export function HomeSections({ state }: { state: PublicPageState }) {
  const { t } = useTranslation();
  const loading = state.status === 'loading';
  const sections = new Map<string, PublicPageSection>(
    state.status === 'ready' ? state.page.sections.map((section) => [section.key, section]) : [],
  );
  const textBlock = (key: string, children?: ReactNode, className?: string) =>
    (loading || sections.has(key)) && (
      <HomeBlock key={key} section={sections.get(key)} loading={loading} className={className}>
        {children}
      </HomeBlock>
    );
  const video = sections.get('video');
  return (
    <>
      {textBlock('guide', undefined, 'home-guide')}
      {video && textBlock('video', <ExplainerVideo label={video.title} />)}
      <HomeBlock
        section={sections.get('mining')}
        loading={loading}
        fallbackTitle={t('home.contractsTitle')}
        id="contracts"
        size="lg"
      >
        <PricingBlock />
      </HomeBlock>
      <HomeBlock
        section={sections.get('calculator')}
        loading={loading}
        fallbackTitle={t('home.calculatorTitle')}
        id="calculator"
      >
        <MiningCalculator />
      </HomeBlock>
      {textBlock(
        'trading',
        <ActionButton to={TRADING_PATHS.forex} label={t('home.openForex')} testId="home-trading-action" />,
      )}
      {textBlock(
        'pledging',
        <ActionButton to={PLEDGING_PATH} label={t('home.pledgeContract')} testId="home-pledging-action" />,
      )}
      {textBlock(
        'copy-trading',
        <ActionButton to={TRADING_PATHS.traders} label={t('home.chooseTrader')} testId="home-copy-action" />,
      )}
      {textBlock(
        'faq',
        <>
          <FaqAccordion group="general" limit={HOME_FAQ_ENTRIES} />
          <Group justify="center">
            <Anchor component={Link} to="/faq.html" fw={600} data-testid="home-all-questions">
              {t('home.allQuestions')}
            </Anchor>
          </Group>
        </>,
      )}
    </>
  );
}
