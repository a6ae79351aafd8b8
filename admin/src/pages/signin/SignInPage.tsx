import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { SITE_SETTINGS_QUERY } from '../../graphql/siteSettings';
import { SignInForm } from './SignInForm';

/** /control/signin.html: the guest-only admin sign-in (no password-reset link until the server has it). */
export function SignInPage() {
  const { t } = useTranslation();
  const { data } = useQuery(SITE_SETTINGS_QUERY);
  return (
    <Center mih="100vh" p="md" data-testid="admin-signin-page">
      <PageTitle label={t('signin.title')} />
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="md">
          <Stack gap={2}>
            <Text c="dimmed" size="sm" fw={500}>
              {data?.siteSettings.productName} {t('app.controlPanel')}
            </Text>
            <Title order={2}>{t('signin.title')}</Title>
          </Stack>
          <SignInForm />
        </Stack>
      </Paper>
    </Center>
  );
}
