import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../chrome/usePageTitle';
import { useMarkNotFound } from '../ssr/pageHead';

/** React Router numbers its history entries; index 0 is the first page of this visit. */
function hasEarlierPageInApp(): boolean {
  const state: unknown = window.history.state;
  const index = state !== null && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' && index > 0;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  useMarkNotFound();

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (hasEarlierPageInApp()) void navigate(-1);
    else void navigate('/');
  };

  return (
    <Container size="sm" py={96} data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Anchor href="/" onClick={goBack} fw={600} data-testid="go-back">
          {t('notFound.goBack')}
        </Anchor>
      </Stack>
    </Container>
  );
}
