import { Button, Center, Container, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { QueryError } from '../components/QueryState';
import { PATHS } from '../paths';
import { SignedInAdminContext } from './SignedInAdmin';
import { useCurrentAdmin } from './useCurrentAdmin';

/**
 * Which visitors a route admits (specification §2, "Admin access"):
 * - guest: signed-out visitors only (/control/signin.html, /control/password.html); a signed-in admin
 *   goes to the panel home;
 * - admin: signed-in admins only; a guest goes to /control/signin.html.
 */
export type GuardRule = 'guest' | 'admin';

interface RouteGuardProps {
  rule: GuardRule;
  children: ReactNode;
}

/** Shows its routes only to the visitors the rule admits; re-evaluates whenever `currentAdmin` changes. */
export function RouteGuard({ rule, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const { admin, loading, error, retry } = useCurrentAdmin();
  if (error) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="sm" align="flex-start">
          <QueryError error={error} />
          <Button variant="light" onClick={retry} data-testid="session-retry">
            {t('session.retry')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (loading) {
    return (
      <Center h="100vh" data-testid="session-loader">
        <Loader aria-label={t('session.loading')} />
      </Center>
    );
  }
  if (rule === 'guest') return admin === null ? children : <Navigate to={PATHS.home} replace />;
  if (admin === null) return <Navigate to={PATHS.signIn} replace />;
  return <SignedInAdminContext value={admin}>{children}</SignedInAdminContext>;
}
