import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RoleGate } from '../../components/NoAccess';
import { PageTitle } from '../../components/PageTitle';
import { SuccessBox } from '@mc/client';
import { PATHS } from '../../paths';
import { AdminsList } from './AdminsList';
import type { AdminsListState } from './queries';

/** /control/admins/list.html: the platform's admins (SUPERADMIN only). */
export function AdminsListPage() {
  const { t } = useTranslation();
  const state = useLocation().state as AdminsListState | null;
  const createdEmail = state?.createdEmail;

  return (
    <Stack gap="md" data-testid="admins-page">
      <PageTitle label={t('admins.title')} />
      <Breadcrumbs trail={[{ label: t('admins.title') }]} />
      <RoleGate role="SUPERADMIN">
        <Group justify="space-between">
          <Title order={2}>{t('admins.title')}</Title>
          <Button component={Link} to={PATHS.adminsCreate} data-testid="admin-create-link">
            {t('admins.new')}
          </Button>
        </Group>
        {createdEmail !== undefined && <SuccessBox>{t('admins.created', { email: createdEmail })}</SuccessBox>}
        <AdminsList />
      </RoleGate>
    </Stack>
  );
}
