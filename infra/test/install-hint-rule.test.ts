import { INSTALL_HINT_DELAY_MS, offersInstallHint } from '../../web/src/chrome/installHintRule';

/** Real user agents of the browsers the rule tells apart. */
const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  iphoneGoogleApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/323.0.647062479 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.37.108;FBBV/614620345]',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
};

describe('the add-to-home-screen hint rule', () => {
  it('waits the specification’s 19,000 ms', () => {
    expect(INSTALL_HINT_DELAY_MS).toBe(19_000);
  });

  it('offers the hint to Safari on an iPhone in the browser', () => {
    expect(offersInstallHint(USER_AGENTS.iphoneSafari, false)).toBe(true);
  });

  it('does not offer it once the site runs from the home screen', () => {
    expect(offersInstallHint(USER_AGENTS.iphoneSafari, true)).toBe(false);
  });

  it.each(['iphoneChrome', 'iphoneFirefox', 'iphoneEdge', 'iphoneGoogleApp', 'iphoneFacebook'] as const)(
    'does not offer it to another browser on the iPhone (%s)',
    (browser) => {
      expect(offersInstallHint(USER_AGENTS[browser], false)).toBe(false);
    },
  );

  it.each(['ipadSafari', 'macSafari', 'desktopChrome', 'androidChrome'] as const)(
    'does not offer it off the iPhone (%s)',
    (browser) => {
      expect(offersInstallHint(USER_AGENTS[browser], false)).toBe(false);
    },
  );
});
