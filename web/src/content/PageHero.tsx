import { Container, Stack, Text, Title } from '@mantine/core';
import type { PublicPageData } from './usePublicPage';

/** The hero of a content page: its title and, when it has one, its description. */
export function PageHero({ page }: { page: Pick<PublicPageData, 'title' | 'description'> }) {
  return (
    <Container size="md" pt={56} pb="xl" data-testid="page-hero">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} id="page-title" data-testid="page-title">
          {page.title}
        </Title>
        {page.description !== '' && (
          <Text size="lg" c="dimmed" maw={720} data-testid="page-description">
            {page.description}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
