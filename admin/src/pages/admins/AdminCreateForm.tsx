import { Button, Group, MultiSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { ADMIN_ROLES, isAdminRole, type AdminRole } from '../../graphql/admin';
import { formSecret, formText, useFormAction } from '@mc/client';
import { PATHS } from '../../paths';
import { CREATE_ADMIN_MUTATION, type AdminsListState } from './queries';

/** E-mail, name, password and roles → `createAdmin` → back to the list with a green box. */
export function AdminCreateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createAdmin] = useMutation(CREATE_ADMIN_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [roles, setRoles] = useState<AdminRole[]>([]);
  const [rolesMissing, setRolesMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (roles.length === 0) {
      setRolesMissing(true);
      return;
    }
    const form = new FormData(event.currentTarget);
    const input = {
      email: formText(form, 'email'),
      firstName: formText(form, 'firstName'),
      lastName: formText(form, 'lastName'),
      password: formSecret(form, 'password'),
      roles,
    };
    void run(async () => {
      const { data } = await createAdmin({ variables: { input } });
      const state: AdminsListState = { createdEmail: data?.createAdmin.email ?? input.email };
      await navigate(PATHS.adminsList, { state });
    });
  };

  return (
    <form onSubmit={submit} data-testid="admin-create-form">
      <Stack gap="md">
        <TextInput
          required
          name="email"
          type="email"
          label={t('admins.email')}
          autoComplete="off"
          data-testid="admin-create-email"
        />
        <Group grow align="flex-start">
          <TextInput required name="firstName" label={t('admins.firstName')} data-testid="admin-create-first-name" />
          <TextInput required name="lastName" label={t('admins.lastName')} data-testid="admin-create-last-name" />
        </Group>
        <PasswordInput
          required
          name="password"
          label={t('admins.password')}
          autoComplete="new-password"
          data-testid="admin-create-password"
        />
        <MultiSelect
          required
          label={t('admins.roles')}
          placeholder={t('admins.create.rolesPlaceholder')}
          data={ADMIN_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={roles}
          onChange={(values) => {
            setRoles(values.filter(isAdminRole));
            setRolesMissing(false);
          }}
          error={rolesMissing ? t('admins.create.rolesRequired') : undefined}
          data-testid="admin-create-roles"
        />
        <Group justify="space-between">
          <Button variant="subtle" component={Link} to={PATHS.adminsList} data-testid="admin-create-cancel">
            {t('admins.create.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="admin-create-submit">
            {t('admins.create.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}
