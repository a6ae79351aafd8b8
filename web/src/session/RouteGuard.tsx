import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import { guardRedirect, type GuardRule } from './guardRules';
import { useViewer } from './useViewer';

interface RouteGuardProps {
  rule: GuardRule;
  children: ReactNode;
}

/** Shows the page only to the customers its rule admits; re-evaluates whenever `me` changes. */
export function RouteGuard({ rule, children }: RouteGuardProps) {
  // Routes with another rule get a guard of their own, which reads `me` from the cache as it is
  // when it mounts: the sign-up steps mark the cached viewer before they move on (see DetailsForm).
  return (
    <GuardedRoute key={rule} rule={rule}>
      {children}
    </GuardedRoute>
  );
}

function GuardedRoute({ rule, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const { viewer, loading, error, retry } = useViewer();
  if (error) {
    return (
      <Container size="sm" py="xl">
        <ErrorState
          error={error}
          title={t('session.loadErrorTitle')}
          message={t('session.loadError')}
          retryLabel={t('session.retry')}
          onRetry={retry}
        />
      </Container>
    );
  }
  if (loading) return <LoadingState label={t('session.loading')} />;
  const redirect = guardRedirect(rule, viewer);
  return redirect ? <Navigate to={redirect} replace /> : children;
}
