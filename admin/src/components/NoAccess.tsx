import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole, type AdminRole } from '../graphql/admin';
import { useSignedInAdmin } from '../session/SignedInAdmin';

/** The box shown instead of a screen the signed-in admin's roles do not open. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('access.title')} data-testid="no-access">
      {t('access.message')}
    </Alert>
  );
}

interface RoleGateProps {
  role: AdminRole;
  children: ReactNode;
}

/** Renders its children (and so runs their queries) only for admins with the role. */
export function RoleGate({ role, children }: RoleGateProps) {
  const admin = useSignedInAdmin();
  return hasRole(admin, role) ? children : <NoAccess />;
}
