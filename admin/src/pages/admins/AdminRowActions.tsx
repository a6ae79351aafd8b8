import { Group, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import { adminDisplayName, type Admin } from '../../graphql/admin';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { AdminRolesModal } from './AdminRolesModal';
import { DISABLE_ADMIN_MUTATION, ENABLE_ADMIN_MUTATION } from './queries';

/**
 * What a superadmin may do to another admin: change roles, disable (confirmed, with a reason) or
 * enable again. Never to themself: another superadmin has to.
 */
export function AdminRowActions({ admin, onDone }: { admin: Admin; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const self = useSignedInAdmin();
  const [disable] = useMutation(DISABLE_ADMIN_MUTATION);
  const [enable] = useMutation(ENABLE_ADMIN_MUTATION);
  if (admin.id === self.id)
    return (
      <Text size="sm" c="dimmed">
        {t('admins.actions.you')}
      </Text>
    );
  const name = adminDisplayName(admin);
  return (
    <Group gap="xs" wrap="nowrap">
      <AdminRolesModal admin={admin} onDone={() => onDone(t('admins.actions.rolesDone', { name }))} />
      {admin.disabledAt === null ? (
        <ActionModal
          testId="admin-disable"
          color="red"
          buttonLabel={t('admins.actions.disable')}
          title={t('admins.actions.disableTitle')}
          question={t('admins.actions.disableQuestion', { name })}
          confirmLabel={t('admins.actions.disableConfirm')}
          field={{ label: t('admins.actions.reason'), required: true }}
          onConfirm={(reason) => disable({ variables: { adminId: admin.id, reason } })}
          onDone={() => onDone(t('admins.actions.disableDone', { name }))}
        />
      ) : (
        <ActionModal
          testId="admin-enable"
          color="green"
          buttonLabel={t('admins.actions.enable')}
          title={t('admins.actions.enableTitle')}
          question={t('admins.actions.enableQuestion', { name })}
          confirmLabel={t('admins.actions.enableConfirm')}
          onConfirm={() => enable({ variables: { adminId: admin.id } })}
          onDone={() => onDone(t('admins.actions.enableDone', { name }))}
        />
      )}
    </Group>
  );
}
