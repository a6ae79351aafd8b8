import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicPageSection } from './usePublicPage';

/** The table of contents of a legal text: one link per section, to its #key anchor. */
export function LegalContents({ sections }: { sections: PublicPageSection[] }) {
  const { t } = useTranslation();
  return (
    <nav className="legal-toc" aria-labelledby="legal-toc-title" data-testid="legal-toc">
      <Text component="h2" fw={700} size="sm" tt="uppercase" mb="xs" id="legal-toc-title">
        {t('content.contents')}
      </Text>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sections.map((section) => (
          <li key={section.key} style={{ marginBottom: 6 }}>
            <a href={`#${section.key}`} data-testid="legal-toc-link" data-key={section.key}>
              <Text component="span" size="sm">
                {section.title}
              </Text>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
