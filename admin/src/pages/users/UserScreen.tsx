import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { PATHS, userPath } from '../../paths';
import { CUSTOMER_QUERY, customerDisplayName, type Customer } from './queries';

interface UserScreenProps {
  /** The sub-screen's name (Message, Email, Push) for the breadcrumb and title; none on the detail. */
  screen?: string;
  testId: string;
  /** The screen itself, once the customer is known. */
  children: (customer: Customer) => ReactNode;
}

/**
 * The frame of /control/users/:id and its sub-screens: loads the customer (shown at once when the
 * list already brought it), then the breadcrumb Control Panel › Users › <name> › <screen>, or
 * "User Not Found" when there is no such customer (specification §2).
 */
export function UserScreen({ screen, testId, children }: UserScreenProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(CUSTOMER_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const customer = data?.customer;
  const usersCrumb: BreadcrumbItem = { label: t('users.title'), to: PATHS.usersList };

  if (error !== undefined || customer === undefined) {
    return (
      <Stack gap="md" data-testid={testId}>
        <Breadcrumbs trail={[usersCrumb]} />
        {error !== undefined ? <QueryError error={error} /> : <QueryLoader />}
      </Stack>
    );
  }
  if (customer === null) {
    return (
      <Stack gap="md" data-testid={testId}>
        <Breadcrumbs trail={[usersCrumb, { label: t('notFound.subject.User') }]} />
        <NotFound what="User" />
      </Stack>
    );
  }

  const name = customerDisplayName(customer);
  const trail: BreadcrumbItem[] =
    screen === undefined
      ? [usersCrumb, { label: name }]
      : [usersCrumb, { label: name, to: userPath(customer.id) }, { label: screen }];
  return (
    <Stack gap="md" data-testid={testId} data-id={customer.id}>
      <PageTitle label={screen === undefined ? name : t('users.screenTitle', { screen, name })} />
      <Breadcrumbs trail={trail} />
      {children(customer)}
    </Stack>
  );
}
