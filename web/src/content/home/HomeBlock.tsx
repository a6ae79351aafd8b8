import { Container, Skeleton, Stack, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { RenderedHtml } from '../RenderedHtml';
import type { PublicPageSection } from '../usePublicPage';

interface HomeBlockProps {
  /** The home page's section of this block; undefined while the page loads or when it has none. */
  section: PublicPageSection | undefined;
  loading: boolean;
  /** The heading when the page text has no such section (blocks that stand without their text). */
  fallbackTitle?: string;
  id?: string;
  size?: ContainerProps['size'];
  className?: string;
  children?: ReactNode;
}

/** One block of the home page: its section's heading and text from the graph, then what it offers. */
export function HomeBlock({ section, loading, fallbackTitle, id, size = 'md', className, children }: HomeBlockProps) {
  const title = section?.title ?? fallbackTitle;
  const headingId = `home-${section?.key ?? id}-heading`;
  return (
    <Container
      component="section"
      size={size}
      py="xl"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={className}
      data-testid="home-block"
      data-key={section?.key}
    >
      <Stack gap="lg">
        {loading ? (
          <Stack gap="sm" align="center" aria-hidden="true" data-testid="home-block-skeleton">
            <Skeleton height={30} width="50%" />
            <Skeleton height={14} width="85%" />
            <Skeleton height={14} width="75%" />
          </Stack>
        ) : (
          <>
            {title && (
              <Title order={2} ta="center" id={headingId}>
                {title}
              </Title>
            )}
            {section && <RenderedHtml html={section.html} />}
          </>
        )}
        {children}
      </Stack>
    </Container>
  );
}
