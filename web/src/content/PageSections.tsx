import { Title } from '@mantine/core';
import { RenderedHtml } from './RenderedHtml';
import type { PublicPageSection } from './usePublicPage';

/** One `## Title {#key}` part of a page, reachable at #key. */
export function PageSectionBlock({ section }: { section: PublicPageSection }) {
  const headingId = `${section.key}-heading`;
  return (
    <section id={section.key} aria-labelledby={headingId} className="content-section" data-testid="page-section">
      <Title order={2} id={headingId} className="content-section-title">
        {section.title}
      </Title>
      <RenderedHtml html={section.html} />
    </section>
  );
}

/** The intro and every section of a page, in the order of its text. */
export function PageBody({ introHtml, sections }: { introHtml: string; sections: PublicPageSection[] }) {
  return (
    <div data-testid="page-body">
      <RenderedHtml html={introHtml} testId="page-intro" />
      {sections.map((section) => (
        <PageSectionBlock key={section.key} section={section} />
      ))}
    </div>
  );
}
