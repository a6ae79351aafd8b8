import { Button, Divider, Drawer, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_CODES, THEMES, updateClientState, useClientState } from '../state/clientState';
import { AccountActions } from './AccountActions';
import { LanguageFlag } from './LanguageFlag';
import { PAGE_LINKS } from './navigation';
import { SoundToggle } from './SoundToggle';
import { useLanguageNames } from './useLanguageNames';

/**
 * The side menu of small screens: the same entries as the top bar, laid out for touch. A module of its
 * own, loaded at the first tap on the burger (MobileMenu): the drawer's code is not on the home page.
 */
export function MobileMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menu')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      data-testid="mobile-menu"
    >
      <Stack gap="sm">
        {PAGE_LINKS.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            onClick={onClose}
            variant="subtle"
            color="gray"
            justify="flex-start"
            tt="uppercase"
          >
            {t(link.labelKey)}
          </Button>
        ))}
        <Divider />
        <ThemeChoice />
        <LanguageChoice />
        <Group gap="xs">
          <SoundToggle />
          <Text size="sm">{t('chrome.sound.label')}</Text>
        </Group>
        <Divider />
        <AccountActions inMenu onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}

function ThemeChoice() {
  const { t } = useTranslation();
  const { theme } = useClientState();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} tt="uppercase">
        {t('nav.theme')}
      </Text>
      <SegmentedControl
        fullWidth
        value={theme}
        onChange={(value) => updateClientState({ theme: value })}
        data={THEMES.map((option) => ({ value: option, label: t(`theme.${option}`) }))}
      />
    </Stack>
  );
}

function LanguageChoice() {
  const { t } = useTranslation();
  const { language } = useClientState();
  const nativeNames = useLanguageNames();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} tt="uppercase">
        {t('nav.language')}
      </Text>
      <Group gap="xs">
        {LANGUAGE_CODES.map((code) => (
          <Button
            key={code}
            lang={code}
            size="compact-sm"
            variant={code === language ? 'filled' : 'default'}
            aria-pressed={code === language}
            onClick={() => updateClientState({ language: code })}
            leftSection={<LanguageFlag code={code} />}
          >
            {nativeNames.get(code) ?? code.toUpperCase()}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
