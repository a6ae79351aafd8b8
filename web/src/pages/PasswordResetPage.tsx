import { Container, Paper, Stack, Title } from '@mantine/core';
import { PasswordResetSteps } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { PASSWORD_RESET_MUTATIONS } from '../password/queries';
import { CUSTOMER_AUTH_FORMS } from '../session/authForms';

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
          <PasswordResetSteps
            app={CUSTOMER_AUTH_FORMS}
            text={(key, values) => t(`password.${key}`, values)}
            mutations={PASSWORD_RESET_MUTATIONS}
          />
        </Stack>
      </Paper>
    </Container>
  );
}
