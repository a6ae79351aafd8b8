import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../paths';
import { AccountForm } from './AccountForm';
import { AccountPhotoForm } from './AccountPhotoForm';

/** /control/account/index.html: the signed-in admin's own name, e-mail and photo. */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="account-page">
      <PageTitle label={t('account.title')} />
      <Breadcrumbs trail={[{ label: t('account.title') }]} />
      <Group justify="space-between" maw={560}>
        <Title order={2}>{t('account.title')}</Title>
        <Anchor component={Link} to={PATHS.accountPassword} data-testid="account-password-link">
          {t('account.changePassword')}
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md" maw={560}>
        <AccountForm />
      </Paper>
      <Title order={3}>{t('account.photo.title')}</Title>
      <Paper withBorder p="md" radius="md" maw={560}>
        <AccountPhotoForm />
      </Paper>
    </Stack>
  );
}
