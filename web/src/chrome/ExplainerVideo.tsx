import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, useClientState } from '../state/clientState';

/** The files web/scripts/make-media.mjs renders; the home page's video uses these exact paths. */
export const EXPLAINER_MEDIA = {
  webm: '/media/explainer.webm',
  mp4: '/media/explainer.mp4',
  poster: '/media/explainer-poster.jpg',
  captions: (language: string) => `/media/explainer.${language}.vtt`,
} as const;

/** What the caption menu calls each track, in that track's own language. */
const TRACK_LABELS = { en: 'English', ru: 'Русский', de: 'Deutsch', es: 'Español', fr: 'Français' } as const;

/**
 * The platform's short explainer: the slides are silent, so captions in the page's language are on
 * by default, and every other language is one choice away in the player's caption menu. Nothing but
 * the poster loads before the visitor presses play (the home page's weight).
 */
export function ExplainerVideo({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { language } = useClientState();
  return (
    <video
      // A new key when the language changes: browsers pick the default track only when the video loads.
      key={language}
      className="explainer-video"
      controls
      preload="none"
      playsInline
      poster={EXPLAINER_MEDIA.poster}
      aria-label={label ?? t('chrome.explainer.label')}
      data-testid="explainer-video"
    >
      <source src={EXPLAINER_MEDIA.webm} type="video/webm" />
      <source src={EXPLAINER_MEDIA.mp4} type="video/mp4" />
      {LANGUAGE_CODES.map((code) => (
        <track
          key={code}
          kind="captions"
          src={EXPLAINER_MEDIA.captions(code)}
          srcLang={code}
          label={TRACK_LABELS[code]}
          default={code === language}
        />
      ))}
      {t('home.videoUnsupported')}
    </video>
  );
}
