import { useMutation } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NoAccess } from '../../components/NoAccess';
import { PageTitle } from '../../components/PageTitle';
import { mayEditContent } from '../../lib/contentRoles';
import { faqEntryPath, faqListPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { FaqEntryForm } from './FaqEntryForm';
import { EDIT_FAQ_ENTRY_MUTATION, FAQ_QUERY } from './faqQueries';
import { LanguagePicker } from './LanguagePicker';
import { useContentLanguage } from './useContentLanguage';
import { useFaqGroup } from './useFaqGroup';

/** /control/content/faq/create.html?group=&language=: a new entry, added at the end of its group. */
export function FaqEntryCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = mayEditContent(useSignedInAdmin());
  const [language, setLanguage] = useContentLanguage();
  const [group] = useFaqGroup();
  const [editEntry] = useMutation(EDIT_FAQ_ENTRY_MUTATION, { refetchQueries: [FAQ_QUERY], awaitRefetchQueries: true });
  return (
    <Stack gap="md" data-testid="faq-entry-create-page">
      <PageTitle label={t('content.faq.add')} />
      <Breadcrumbs
        trail={[{ label: t('content.faq.title'), to: faqListPath(group, language) }, { label: t('content.faq.add') }]}
      />
      <Title order={2}>{t('content.faq.add')}</Title>
      {editable ? (
        <>
          <Text size="sm" c="dimmed">
            {t('content.faq.addHint', { group: t(`content.faq.groups.${group}`) })}
          </Text>
          <LanguagePicker value={language} onChange={setLanguage} />
          <FaqEntryForm
            editable
            onPublish={async ({ key, question, answer }) => {
              await editEntry({ variables: { input: { key, group, language, question, answer } } });
              await navigate(faqEntryPath(group, key, language));
            }}
          />
        </>
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
