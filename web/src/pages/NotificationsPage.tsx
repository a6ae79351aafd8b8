import { Container, Paper, Stack, Title, Text, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../chrome/usePageTitle';
import { NotificationSettings } from '../push/NotificationSettings';
import { PATHS } from '../session/paths';

/** /user/auth/notifications.html: the notification permission, Granted or Denied (specification 000 §2). */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  return (
    <Container size="sm" py="xl" data-testid="notifications-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('notifications.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.intro')}
          </Text>
          <NotificationSettings />
          <Anchor component={Link} to={PATHS.account} size="sm" data-testid="notifications-page-back">
            {t('account.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
