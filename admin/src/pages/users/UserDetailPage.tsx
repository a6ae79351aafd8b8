import { Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SuccessBox } from '@mc/client';
import { userPath } from '../../paths';
import { ReactivateCustomer, ResendDevicePin } from './CustomerAccountActions';
import { DeactivateCustomer } from './DeactivateCustomer';
import { customerDisplayName, type Customer } from './queries';
import { SkipIdentityCheck } from './SkipIdentityCheck';
import { UserBalances } from './UserBalances';
import { UserDetailsTable } from './UserDetailsTable';
import { UserIdentityDocuments } from './UserIdentityDocuments';
import { UserRecentActions } from './UserRecentActions';
import { UserScreen } from './UserScreen';
import { VerificationBadges } from './VerificationBadges';

/**
 * /control/users/:id: one customer, their links, the identity skip, a PIN resend, deactivation
 * and reactivation, the identity
 * documents (approved or declined here), their balances and recent actions.
 */
export function UserDetailPage() {
  return <UserScreen testId="user-detail">{(customer) => <UserDetail customer={customer} />}</UserScreen>;
}

function UserDetail({ customer }: { customer: Customer }) {
  const [notice, setNotice] = useState<string | null>(null);
  const canSkip = customer.identityCheck === 'NOT_SUBMITTED' && !customer.identityCheckSkipped;
  const active = customer.deactivatedAt === null;
  return (
    <>
      <UserHeader customer={customer} />
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <Group gap="sm">
        {canSkip && <SkipIdentityCheck customer={customer} onDone={setNotice} />}
        {active && !customer.deviceVerified && <ResendDevicePin customer={customer} onDone={setNotice} />}
        {active ? (
          <DeactivateCustomer customer={customer} onDone={setNotice} />
        ) : (
          <ReactivateCustomer customer={customer} onDone={setNotice} />
        )}
      </Group>
      <UserIdentityDocuments customer={customer} onReviewed={setNotice} />
      <UserDetailsTable customer={customer} />
      <UserBalances userId={customer.id} />
      <UserRecentActions userId={customer.id} />
    </>
  );
}

/** The sub-screens of the funds domain linked from the customer's header (specification §2). */
const FUNDS_LINKS = [
  { screen: 'deposits', labelKey: 'userFunds.links.deposits', testId: 'user-link-deposits' },
  { screen: 'withdrawals', labelKey: 'userFunds.links.withdrawals', testId: 'user-link-withdrawals' },
  { screen: 'contracts', labelKey: 'userContracts.title', testId: 'user-link-contracts' },
  { screen: 'trades', labelKey: 'userTrades.title', testId: 'user-link-trades' },
  { screen: 'update', labelKey: 'userFunds.links.directUpdate', testId: 'user-link-update' },
] as const;

/**
 * The name, verification badges and the links to the sub-screens built so far.
 */
function UserHeader({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Avatar
          src={customer.photo}
          alt={customerDisplayName(customer)}
          size="lg"
          radius="xl"
          data-testid="user-photo"
        />
        <Title order={2} data-testid="user-name">
          {customerDisplayName(customer)}
        </Title>
        <VerificationBadges customer={customer} />
      </Group>
      <Text c="dimmed" size="sm">
        {customer.email}
      </Text>
      <Group gap="xs" data-testid="user-links">
        {FUNDS_LINKS.map((link) => (
          <Button
            key={link.screen}
            variant="light"
            component={Link}
            to={userPath(customer.id, link.screen)}
            data-testid={link.testId}
          >
            {t(link.labelKey)}
          </Button>
        ))}
        <Button variant="light" component={Link} to={userPath(customer.id, 'message')} data-testid="user-link-message">
          {t('users.links.message')}
        </Button>
        <Button variant="light" component={Link} to={userPath(customer.id, 'push')} data-testid="user-link-push">
          {t('users.links.push')}
        </Button>
        <Button variant="light" component={Link} to={userPath(customer.id, 'email')} data-testid="user-link-email">
          {t('users.links.email')}
        </Button>
      </Group>
    </Stack>
  );
}
