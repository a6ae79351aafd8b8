import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { useSiteSettings } from '../chrome/useSiteSettings';
import { HomeSections } from '../content/home/HomeSections';
import { PriceStrip } from '../prices/PriceStrip';

export function HomePage() {
  const { t } = useTranslation();
  const productName = useSiteSettings()?.productName;
  usePageTitle(t('home.title'));
  return (
    <>
      <Container size="md" py={64} data-testid="home-hero">
        <Stack align="center" gap="md" ta="center">
          {productName ? (
            <Title order={1}>{productName}</Title>
          ) : (
            <Skeleton height={40} width={280} aria-hidden="true" />
          )}
          <Text size="lg" c="dimmed" maw={640}>
            {t('home.pitch')}
          </Text>
          <Button component="a" href="#contracts" size="md">
            {t('home.seeContracts')}
          </Button>
        </Stack>
      </Container>
      <PriceStrip />
      <HomeSections />
    </>
  );
}
