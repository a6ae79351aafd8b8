import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SITE_SETTINGS_QUERY } from '../graphql/siteSettings';

interface PageTitleProps {
  label: string;
}

/** Sets the document title to "{label} - {productName}" (React 19 hoists <title> into <head>). */
export function PageTitle({ label }: PageTitleProps) {
  const { t } = useTranslation();
  const { data } = useQuery(SITE_SETTINGS_QUERY);
  const productName = data?.siteSettings.productName;
  const title = productName === undefined ? label : t('app.title', { label, productName });
  return <title>{title}</title>;
}
