import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../chrome/usePageTitle';
import { ChangePasswordForm } from '../password/ChangePasswordForm';
import { PATHS } from '../session/paths';

/** /user/auth/password.html: the signed-in customer's password change. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('user.password.title'));
  return (
    <Container size="xs" py="xl" data-testid="change-password-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('user.password.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('user.password.intro')}
          </Text>
          <ChangePasswordForm />
          <Anchor component={Link} to={PATHS.userHome} size="sm" data-testid="change-password-back">
            {t('user.password.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
