import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** What the search matches, shown as the placeholder. */
  placeholder: string;
  testId: string;
}

/** The search box every list screen has (specification §2). */
export function SearchBox({ value, onChange, placeholder, testId }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={t('list.search')}
      maw={420}
      data-testid={testId}
    />
  );
}
