import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDrawer = async () => ({ default: (await import('./MobileMenuDrawer')).MobileMenuDrawer });
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The burger of small screens and the side menu it opens. The menu's code loads when the visitor
 * first reaches for the burger (a touch starts it before the tap ends) and it stays mounted after.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Burger
        hiddenFrom="lg"
        opened={opened}
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
        data-testid="mobile-menu-button"
      />
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
