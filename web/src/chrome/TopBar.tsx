import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountActions } from './AccountActions';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { NAV_BUTTON_PADDING, PAGE_LINKS } from './navigation';
import { SoundToggle } from './SoundToggle';
import { ThemeMenu } from './ThemeMenu';
import { useSiteSettings } from './useSiteSettings';

export function TopBar() {
  const { t } = useTranslation();
  const productName = useSiteSettings()?.productName;
  return (
    <Box component="header" className="top-bar">
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            fw={800}
            size="lg"
            underline="never"
            className="top-bar-brand"
            aria-label={productName ? undefined : t('nav.home')}
            data-testid="brand"
          >
            {productName}
          </Anchor>
          <Group component="nav" gap={4} visibleFrom="lg" wrap="nowrap">
            {PAGE_LINKS.map((link) => (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                variant="subtle"
                color="gray"
                tt="uppercase"
                px={NAV_BUTTON_PADDING}
                data-testid={link.testId}
              >
                {t(link.labelKey)}
              </Button>
            ))}
            <ThemeMenu />
            <LanguageMenu />
            <SoundToggle />
            <AccountActions />
          </Group>
          <MobileMenu />
        </Group>
      </Container>
    </Box>
  );
}
