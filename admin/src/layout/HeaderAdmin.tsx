import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminDisplayName } from '../graphql/admin';
import { PATHS } from '../paths';
import { useSignedInAdmin } from '../session/SignedInAdmin';
import { useSignOut } from '../session/useSignOut';

/** The signed-in admin's name and e-mail (linking to the account screen) and the Sign out button. */
export function HeaderAdmin() {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const { signOut, signingOut } = useSignOut();
  return (
    <Group gap="md" wrap="nowrap">
      <Stack gap={0} align="flex-end" visibleFrom="xs">
        <Anchor component={Link} to={PATHS.account} size="sm" fw={600} c="inherit" data-testid="admin-current-name">
          {adminDisplayName(admin)}
        </Anchor>
        <Text size="xs" c="dimmed" data-testid="admin-current-email">
          {admin.email}
        </Text>
      </Stack>
      <Button variant="default" size="xs" onClick={signOut} loading={signingOut} data-testid="admin-signout">
        {t('app.signOut')}
      </Button>
    </Group>
  );
}
