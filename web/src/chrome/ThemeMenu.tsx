import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deferredMenu, type MenuButtonProps } from './deferredMenu';
import { NAV_BUTTON_PADDING } from './navigation';

function ThemeButton(props: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="gray" tt="uppercase" px={NAV_BUTTON_PADDING} data-testid="theme-menu" {...props}>
      {t('nav.theme')}
    </Button>
  );
}

/** The top bar's light / dark choice. */
export const ThemeMenu = deferredMenu(async () => (await import('./TopBarMenus')).ThemeMenuItems, ThemeButton);
