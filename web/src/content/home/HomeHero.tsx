import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../chrome/useSiteSettings';
import { RenderedHtml } from '../RenderedHtml';
import type { PublicPageState } from '../usePublicPage';

/**
 * The home page's hero: the home text's title, description and intro, and the way to the contracts.
 * Without the text (the graph unreachable) the product's name stands alone.
 */
export function HomeHero({ state }: { state: PublicPageState }) {
  const { t } = useTranslation();
  const productName = useSiteSettings()?.productName;
  const page = state.status === 'ready' ? state.page : null;
  const title = page?.title ?? (state.status === 'loading' ? undefined : productName);
  return (
    <Container size="md" py={64} data-testid="home-hero">
      <Stack align="center" gap="md" ta="center">
        {title ? (
          <Title order={1} data-testid="page-title">
            {title}
          </Title>
        ) : (
          <Skeleton height={40} width={280} aria-hidden="true" data-testid="home-hero-skeleton" />
        )}
        {page && (
          <Text size="lg" c="dimmed" maw={680} data-testid="page-description">
            {page.description}
          </Text>
        )}
        {page && (
          <Text component="div" maw={720} ta="left">
            <RenderedHtml html={page.introHtml} testId="page-intro" />
          </Text>
        )}
        <Button component="a" href="#contracts" size="md">
          {t('home.seeContracts')}
        </Button>
      </Stack>
    </Container>
  );
}
