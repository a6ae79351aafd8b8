import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RoleGate } from '../../components/NoAccess';
import { PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../paths';
import { AdminCreateForm } from './AdminCreateForm';

/** /control/admins/create.html: the "New admin" form (SUPERADMIN only). */
export function AdminCreatePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="admin-create-page">
      <PageTitle label={t('admins.create.title')} />
      <Breadcrumbs trail={[{ label: t('admins.title'), to: PATHS.adminsList }, { label: t('admins.create.title') }]} />
      <RoleGate role="SUPERADMIN">
        <Title order={2}>{t('admins.create.title')}</Title>
        <Paper withBorder p="md" radius="md" maw={560}>
          <AdminCreateForm />
        </Paper>
      </RoleGate>
    </Stack>
  );
}
