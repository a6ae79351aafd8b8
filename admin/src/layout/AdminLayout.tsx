import { AppShell, Burger, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_SETTINGS_QUERY } from '../graphql/siteSettings';
import { useSignedInAdmin } from '../session/SignedInAdmin';
import { HeaderAdmin } from './HeaderAdmin';
import { NewContactMessagesBadge } from './NewContactMessagesBadge';
import { HOME_PATH, isSectionActive, visibleNavSections } from './navSections';

/**
 * The admin chrome: header with the product name and the signed-in admin, navbar of the sections
 * the admin's roles open, and the routed page. Rendered only under the admin guard.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const [navbarOpened, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { data } = useQuery(SITE_SETTINGS_QUERY);
  const settings = data?.siteSettings;
  const admin = useSignedInAdmin();

  return (
    <AppShell
      data-testid="admin-shell"
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navbarOpened}
              onClick={toggleNavbar}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('app.toggleNavigation')}
            />
            <Title order={4} data-testid="admin-product-name">
              {settings?.productName}
            </Title>
            <Text component={Link} to={HOME_PATH} c="dimmed" fw={500} visibleFrom="xs">
              {t('app.controlPanel')}
            </Text>
          </Group>
          <Group gap="lg" wrap="nowrap">
            {settings !== undefined && (
              <Text size="sm" c="dimmed" visibleFrom="md">
                {t('app.support', { email: settings.supportEmail })}
              </Text>
            )}
            <HeaderAdmin />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" data-testid="admin-navbar">
        {visibleNavSections(admin.roles).map((section) => (
          <NavLink
            key={section.id}
            component={Link}
            to={section.to}
            label={t(section.labelKey)}
            active={isSectionActive(section, pathname)}
            rightSection={section.id === 'contact' ? <NewContactMessagesBadge /> : undefined}
            onClick={closeNavbar}
            data-testid={`nav-${section.id}`}
          />
        ))}
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
