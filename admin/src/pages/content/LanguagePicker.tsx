import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, isContentLanguage, type ContentLanguage } from '../../lib/contentRoles';

interface LanguagePickerProps {
  value: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
}

/** The public site's language a content screen shows and edits. */
export function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      value={value}
      onChange={(chosen) => {
        if (isContentLanguage(chosen)) onChange(chosen);
      }}
      data={CONTENT_LANGUAGES.map((code) => ({ value: code, label: t(`content.languages.${code}`) }))}
      aria-label={t('content.language')}
      maw={520}
      data-testid="content-language"
    />
  );
}
