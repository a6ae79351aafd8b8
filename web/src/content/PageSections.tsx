import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RenderedHtml } from './RenderedHtml';
import type { PublicPageSection } from './usePublicPage';

/** The id of a section's heading, which a form or list inside it can be labelled by. */
export const sectionHeadingId = (key: string) => `${key}-heading`;

/** One `## Title {#key}` part of a page, reachable at #key, with what the page adds under its text. */
export function PageSectionBlock({ section, children }: { section: PublicPageSection; children?: ReactNode }) {
  const headingId = sectionHeadingId(section.key);
  return (
    <section id={section.key} aria-labelledby={headingId} className="content-section" data-testid="page-section">
      <Title order={2} id={headingId} className="content-section-title">
        {section.title}
      </Title>
      <Stack gap="md">
        <RenderedHtml html={section.html} />
        {children}
      </Stack>
    </section>
  );
}

interface PageBodyProps {
  introHtml: string;
  sections: PublicPageSection[];
  /** Blocks of the page placed under the text of the section with their key (the about page's form). */
  extras?: Partial<Record<string, ReactNode>>;
}

/** The intro and every section of a page, in the order of its text. */
export function PageBody({ introHtml, sections, extras = {} }: PageBodyProps) {
  return (
    <div data-testid="page-body">
      <RenderedHtml html={introHtml} testId="page-intro" />
      {sections.map((section) => (
        <PageSectionBlock key={section.key} section={section}>
          {extras[section.key]}
        </PageSectionBlock>
      ))}
    </div>
  );
}
