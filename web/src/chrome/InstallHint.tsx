import { useEffect, useState, type ComponentType } from 'react';
import { useClientState } from '../state/clientState';
import { INSTALL_HINT_DELAY_MS, offersInstallHint, runsStandalone } from './installHintRule';

/**
 * On iPhone Safari only, 19 seconds after the page opens: how to add the site to the home screen.
 * Closing it is remembered, so it never comes back on this browser. The panel is a module of its own,
 * fetched while the 19 seconds run, so that no other browser downloads it.
 */
export function InstallHint() {
  const { installHintDismissed } = useClientState();
  const [due, setDue] = useState(false);
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (installHintDismissed || !offersInstallHint(navigator.userAgent, runsStandalone())) return;
    let stopped = false;
    void import('./InstallHintPanel').then(({ InstallHintPanel }) => {
      if (!stopped) setPanel(() => InstallHintPanel);
    });
    const timer = window.setTimeout(() => setDue(true), INSTALL_HINT_DELAY_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [installHintDismissed]);
  if (!due || installHintDismissed || !Panel) return null;
  return <Panel />;
}
