/** The shared chrome's own texts: the sound toggle, the install and tap hints, the explainer video. */
export const chromeEn = {
  sound: {
    label: 'Click sound',
    mute: 'Turn the click sound off',
    unmute: 'Turn the click sound on',
  },
  installHint: {
    title: 'Add CloudMine to your Home Screen',
    steps: 'Tap <share></share> Share in Safari, then choose Add to Home Screen.',
    close: 'Close',
  },
  page: {
    loading: 'Loading the page',
    failedTitle: 'This page could not be loaded',
    failed: 'Check your connection and reload the page.',
    reload: 'Reload',
  },
  tapHint: 'Tap directly on the button',
  explainer: {
    label: 'CloudMine explained in 40 seconds',
  },
};
