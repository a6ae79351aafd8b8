import { Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { PasswordReset } from '../password/PasswordReset';

export function PasswordResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('password.title'));
  return (
    <Container size="xs" py="xl" data-testid="password-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('password.heading')}
          </Title>
          <PasswordReset />
        </Stack>
      </Paper>
    </Container>
  );
}
