import { useTranslation } from 'react-i18next';
import { useLanguageNames } from '../../chrome/useLanguageNames';
import { useClientState } from '../../state/clientState';

/**
 * The explainer video with captions in the visitor's language. Nothing loads before the visitor presses
 * play (preload none); the files are served from /media.
 */
export function ExplainerVideo({ title }: { title: string }) {
  const { t } = useTranslation();
  const { language } = useClientState();
  const captionLabel = useLanguageNames().get(language) ?? language.toUpperCase();
  return (
    // A new element per language, as browsers do not reload a track whose source changes.
    <video
      key={language}
      className="home-video"
      controls
      preload="none"
      poster="/media/explainer-poster.jpg"
      aria-label={title}
      data-testid="explainer-video"
    >
      <source src="/media/explainer.webm" type="video/webm" />
      <source src="/media/explainer.mp4" type="video/mp4" />
      <track kind="captions" src={`/media/explainer.${language}.vtt`} srcLang={language} label={captionLabel} default />
      {t('content.home.videoUnsupported')}
    </video>
  );
}
