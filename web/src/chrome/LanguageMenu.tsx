import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientState } from '../state/clientState';
import { deferredMenu, type MenuButtonProps } from './deferredMenu';
import { LanguageFlag } from './LanguageFlag';

function LanguageButton(props: MenuButtonProps) {
  const { t } = useTranslation();
  const { language } = useClientState();
  return (
    // The code beside the flag names the language for those who do not know the flag.
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      // The spoken name holds the code shown, so voice control users can say what they see.
      aria-label={`${t('nav.language')}: ${language.toUpperCase()}`}
      title={t('nav.language')}
      data-testid="language-menu"
      leftSection={<LanguageFlag code={language} />}
      {...props}
    >
      {language.toUpperCase()}
    </Button>
  );
}

/** The top bar's language choice, each language in its own name. */
export const LanguageMenu = deferredMenu(async () => (await import('./TopBarMenus')).LanguageMenuItems, LanguageButton);
