/** The add-to-home-screen hint waits this long after the page opens (specification 000 §2). */
export const INSTALL_HINT_DELAY_MS = 19_000;

/** Browsers on iOS that put "Safari" in their user agent but cannot add to the home screen the same way. */
const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//;

/**
 * Only Safari on an iPhone needs the hint: it has no install prompt of its own, and adding to the
 * home screen is hidden in the share menu. Not when the site already runs from the home screen.
 */
export function offersInstallHint(userAgent: string, runsStandalone: boolean): boolean {
  if (runsStandalone) return false;
  return /iPhone/.test(userAgent) && /Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}

/** True when opened from the home screen: iOS says so with navigator.standalone, others by display mode. */
export function runsStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
