import { useQuery } from '@apollo/client/react';
import { Accordion, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientState } from '../state/clientState';
import { ErrorState } from '../ui/ErrorState';
import { FAQ_QUERY } from './queries';
import { RenderedHtml } from './RenderedHtml';

interface FaqAccordionProps {
  /** 'general' or 'referral'. */
  group: string;
  /** Shows only the first entries (the home page shows six). */
  limit?: number;
}

/**
 * A FAQ group in the visitor's language as an accordion: each question a button that opens its answer
 * (Enter or Space; arrow keys move between questions).
 */
export function FaqAccordion({ group, limit }: FaqAccordionProps) {
  const { t } = useTranslation();
  const { language } = useClientState();
  const { data, error, refetch } = useQuery(FAQ_QUERY, { variables: { group, language } });
  if (!data) {
    return error ? (
      <ErrorState
        error={error}
        title={t('content.loadErrorTitle')}
        message={t('content.faqLoadError')}
        retryLabel={t('content.retry')}
        onRetry={() => void refetch()}
      />
    ) : (
      <Stack gap="sm" role="status" aria-label={t('content.faqLoading')} data-testid="faq-skeleton">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    );
  }
  const entries = data.faq.slice(0, limit);
  if (entries.length === 0) return <Text c="dimmed">{t('content.faqEmpty')}</Text>;
  return (
    <Accordion variant="separated" multiple data-testid="faq-accordion" data-group={group}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.key} value={entry.key} id={entry.key} data-testid="faq-entry">
          <Accordion.Control data-testid="faq-question">{entry.question}</Accordion.Control>
          <Accordion.Panel data-testid="faq-answer">
            <RenderedHtml html={entry.answerHtml} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
