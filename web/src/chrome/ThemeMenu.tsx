import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THEMES, updateClientState, useClientState } from '../state/clientState';
import { NAV_BUTTON_PADDING } from './navigation';

export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme } = useClientState();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="subtle" color="gray" tt="uppercase" px={NAV_BUTTON_PADDING} data-testid="theme-menu">
          {t('nav.theme')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {THEMES.map((option) => (
          <Menu.Item
            key={option}
            data-testid={`theme-${option}`}
            tt="uppercase"
            fw={option === theme ? 700 : undefined}
            aria-current={option === theme ? 'true' : undefined}
            onClick={() => updateClientState({ theme: option })}
          >
            {t(`theme.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
