import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../layout/navSections';

export interface BreadcrumbItem {
  label: string;
  /** Router path (without the /control basename); the current page has none. */
  to?: string;
}

interface BreadcrumbsProps {
  trail?: readonly BreadcrumbItem[];
}

/** The breadcrumb every admin screen shows: "Control Panel" first, then the given trail. */
export function Breadcrumbs({ trail = [] }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const items: BreadcrumbItem[] = [{ label: t('app.controlPanel'), to: HOME_PATH }, ...trail];
  return (
    <MantineBreadcrumbs data-testid="breadcrumbs" mb="md">
      {items.map((item, index) =>
        item.to !== undefined ? (
          <Anchor key={`${index}-${item.label}`} component={Link} to={item.to}>
            {item.label}
          </Anchor>
        ) : (
          <Text key={`${index}-${item.label}`} span>
            {item.label}
          </Text>
        ),
      )}
    </MantineBreadcrumbs>
  );
}
