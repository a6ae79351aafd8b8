import { Button, Group, Paper, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FaqEntryPreview } from './FaqEntryPreview';
import type { FaqEntryRow } from './faqQueries';
import { useTextFields } from './useTextFields';

export interface FaqEntryText {
  key: string;
  question: string;
  answer: string;
}

interface FaqEntryFormProps {
  /** The entry as published; absent when adding one (the form then asks for its key). */
  entry?: FaqEntryRow;
  editable: boolean;
  onPublish: (text: FaqEntryText) => Promise<unknown>;
}

/** Keys are stable across languages and appear in URLs: lower-case words joined by hyphens. */
const KEY_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';

/** A FAQ entry's question and Markdown answer, with a preview of the draft; Save asks first. */
export function FaqEntryForm({ entry, editable, onPublish }: FaqEntryFormProps) {
  const { t } = useTranslation();
  const { text, field, submit, confirming, closeConfirmation } = useTextFields<FaqEntryText>(
    () => ({ key: entry?.key ?? '', question: entry?.question ?? '', answer: entry?.answer ?? '' }),
    { editable, label: (name) => t(`content.faq.fields.${name}`), testIdPrefix: 'faq-entry' },
  );
  const unsaved = entry === undefined || text.question !== entry.question || text.answer !== entry.answer;
  return (
    <Paper withBorder p="md" radius="md">
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">{t('content.pages.tabEdit')}</Tabs.Tab>
          {entry !== undefined && (
            <Tabs.Tab value="preview" data-testid="faq-tab-preview">
              {t('content.pages.tabPreview')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="edit">
          <form onSubmit={submit} data-testid="faq-entry-form">
            <Stack gap="md">
              {entry === undefined && (
                <TextInput
                  required
                  maxLength={80}
                  pattern={KEY_PATTERN}
                  description={t('content.faq.keyHint')}
                  {...field('key')}
                />
              )}
              <TextInput required maxLength={300} {...field('question')} />
              <Textarea
                required
                autosize
                minRows={6}
                maxRows={20}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                description={t('content.faq.answerHint')}
                {...field('answer')}
              />
              {editable && (
                <Group justify="flex-end">
                  <Button type="submit" disabled={!unsaved} data-testid="faq-entry-save">
                    {t('content.pages.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        </Tabs.Panel>
        {entry !== undefined && (
          <Tabs.Panel value="preview">
            <FaqEntryPreview
              entry={entry}
              draft={unsaved ? { ...text, key: entry.key, group: entry.group, language: entry.language } : null}
            />
          </Tabs.Panel>
        )}
      </Tabs>
      <ConfirmDialog
        opened={confirming}
        title={t('content.faq.saveTitle')}
        question={t('content.publishQuestion')}
        confirmLabel={t('content.publishConfirm')}
        testId="faq-entry-save"
        onConfirm={() => onPublish(text)}
        onClose={closeConfirmation}
        onDone={closeConfirmation}
      />
    </Paper>
  );
}
