import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../paths';
import { PasswordForm } from './PasswordForm';

/** /control/account/password.html: the signed-in admin's password change. */
export function PasswordPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="account-password-page">
      <PageTitle label={t('account.password.title')} />
      <Breadcrumbs trail={[{ label: t('account.title'), to: PATHS.account }, { label: t('account.password.crumb') }]} />
      <Title order={2}>{t('account.password.title')}</Title>
      <Paper withBorder p="md" radius="md" maw={560}>
        <PasswordForm />
      </Paper>
    </Stack>
  );
}
