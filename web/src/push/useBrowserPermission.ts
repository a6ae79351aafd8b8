import { useEffect, useState } from 'react';
import { browserPermission, type BrowserPermission } from './browserPush';

/**
 * The browser's own notification permission, kept current: read at once, set by the page when its
 * prompt resolves, and followed when the customer changes it in the browser's site settings while
 * the page is open (the Permissions API's change event, where the browser has it).
 */
export function useBrowserPermission(): [BrowserPermission, (permission: BrowserPermission) => void] {
  const [permission, setPermission] = useState(browserPermission);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let stopped = false;
    const follow = () => setPermission(browserPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((answer) => {
        if (stopped) return;
        status = answer;
        status.addEventListener('change', follow);
        // It may have changed between the first render and now.
        follow();
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      status?.removeEventListener('change', follow);
    };
  }, []);
  return [permission, setPermission];
}
