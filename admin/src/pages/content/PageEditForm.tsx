import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PageEditInput } from '../../graphql/generated/graphql';
import { PagePreview } from './PagePreview';
import type { ContentPage } from './queries';
import { useTextFields } from './useTextFields';

type PageText = Pick<PageEditInput, 'title' | 'label' | 'description' | 'body'>;

interface PageEditFormProps {
  page: ContentPage;
  /** False for admins who may only read: the fields are shown but not editable. */
  editable: boolean;
  /** Publishes the text as a new version. */
  onPublish: (text: PageText) => Promise<unknown>;
}

const textOf = (page: ContentPage): PageText => ({
  title: page.title,
  label: page.label,
  description: page.description,
  body: page.body,
});

/**
 * A page's texts in one language: title, label, description and the Markdown body, with a preview
 * tab of the draft (or of the published version while nothing has changed). Save asks first, because a saved version goes live at once.
 */
export function PageEditForm({ page, editable, onPublish }: PageEditFormProps) {
  const { t } = useTranslation();
  const { text, field, submit, confirming, closeConfirmation } = useTextFields<PageText>(() => textOf(page), {
    editable,
    label: (name) => t(`content.pages.fields.${name}`),
    testIdPrefix: 'content-page',
  });
  const published = textOf(page);
  const unsaved = (Object.keys(text) as (keyof PageText)[]).some((name) => text[name] !== published[name]);
  return (
    <Paper withBorder p="md" radius="md">
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit" data-testid="content-tab-edit">
            {t('content.pages.tabEdit')}
          </Tabs.Tab>
          <Tabs.Tab value="preview" data-testid="content-tab-preview">
            {t('content.pages.tabPreview')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">
          <form onSubmit={submit} data-testid="content-page-form">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput required maxLength={200} {...field('title')} />
                <TextInput required maxLength={100} {...field('label')} />
              </SimpleGrid>
              <Textarea required autosize minRows={2} maxRows={4} maxLength={500} {...field('description')} />
              <Textarea
                required
                autosize
                minRows={14}
                maxRows={32}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                description={t('content.pages.bodyHint')}
                {...field('body')}
              />
              {editable && (
                <Group justify="flex-end">
                  <Button type="submit" disabled={!unsaved} data-testid="content-page-save">
                    {t('content.pages.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <PagePreview page={page} draft={unsaved ? { slug: page.slug, language: page.language, ...text } : null} />
        </Tabs.Panel>
      </Tabs>
      <ConfirmDialog
        opened={confirming}
        title={t('content.pages.saveTitle')}
        question={t('content.publishQuestion')}
        confirmLabel={t('content.publishConfirm')}
        testId="content-page-save"
        onConfirm={() => onPublish(text)}
        onClose={closeConfirmation}
        onDone={closeConfirmation}
      />
    </Paper>
  );
}
