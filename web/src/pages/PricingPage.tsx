import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { PricingBlock } from '../mining/PricingBlock';
import { PriceStrip } from '../prices/PriceStrip';

export function PricingPage() {
  const { t } = useTranslation();
  usePageTitle(t('pricing.title'));
  return (
    <>
      <Container size="md" py={56} data-testid="pricing-hero">
        <Stack align="center" gap="md" ta="center">
          <Title order={1}>{t('pricing.heroTitle')}</Title>
          <Text size="lg" c="dimmed" maw={680}>
            {t('pricing.heroDescription')}
          </Text>
        </Stack>
      </Container>
      <PriceStrip />
      <Container size="lg" py="xl">
        {/* The cards' terms are h3: an h2 between them and the h1 keeps the heading order whole. */}
        <Title order={2} ta="center" mb="lg" data-testid="pricing-plans-title">
          {t('pricing.plansTitle')}
        </Title>
        <PricingBlock />
      </Container>
    </>
  );
}
