import { useSearchParams } from 'react-router';
import { isContentLanguage, type ContentLanguage } from '../../lib/contentRoles';

/** The language a content screen shows: `?language=` (English when absent or unknown), kept in the URL. */
export function useContentLanguage(): [ContentLanguage, (language: ContentLanguage) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('language');
  const language = isContentLanguage(asked) ? asked : 'en';
  const setLanguage = (next: ContentLanguage) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('language', next);
        return updated;
      },
      { replace: true },
    );
  return [language, setLanguage];
}
