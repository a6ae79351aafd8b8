import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';
import { ModalButton } from '../../components/ModalButton';
import { ADMIN_ROLES, isAdminRole, type Admin, type AdminRole } from '../../graphql/admin';
import { SET_ADMIN_ROLES_MUTATION } from './queries';

/** "Roles" → a modal with the admin's roles to change → `setAdminRoles`; the server's refusal stays in the modal. */
export function AdminRolesModal({ admin, onDone }: { admin: Admin; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalButton
      label={t('admins.actions.roles')}
      testId="admin-roles"
      title={t('admins.actions.rolesTitle')}
      variant="light"
    >
      {(close) => (
        <RolesForm
          admin={admin}
          onCancel={close}
          onDone={() => {
            close();
            onDone();
          }}
        />
      )}
    </ModalButton>
  );
}

/** Mounted while open (ModalButton), so each opening starts from the admin's current roles. */
function RolesForm({ admin, onCancel, onDone }: { admin: Admin; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [setRoles] = useMutation(SET_ADMIN_ROLES_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [roles, setSelected] = useState<AdminRole[]>(admin.roles);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => setRoles({ variables: { adminId: admin.id, roles } })).then((done) => {
      if (done) onDone();
    });
  };

  return (
    <form onSubmit={submit} data-testid="admin-roles-form">
      <Stack gap="md">
        <Checkbox.Group
          label={t('admins.roles')}
          value={roles}
          onChange={(values) => setSelected(values.filter(isAdminRole))}
          error={roles.length === 0 ? t('admins.create.rolesRequired') : undefined}
          data-testid="admin-roles-select"
        >
          <Stack gap="xs" mt="xs">
            {ADMIN_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`roles.${role}`)} data-testid={`admin-roles-${role}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <FormErrors errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="admin-roles-cancel">
            {t('admins.create.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={roles.length === 0} data-testid="admin-roles-save">
            {t('admins.actions.rolesSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
