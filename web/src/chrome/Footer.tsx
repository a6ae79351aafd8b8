import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_COLUMNS } from './navigation';
import { useSiteSettings } from './useSiteSettings';

export function Footer() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <Box component="footer" className="site-footer">
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.headingKey} gap={6} component="nav" aria-label={t(column.headingKey)}>
              <Text fw={700} size="sm" tt="uppercase">
                {t(column.headingKey)}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {t(link.labelKey)}
                </Anchor>
              ))}
            </Stack>
          ))}
          <Stack gap={6}>
            <Text fw={700} size="sm" tt="uppercase">
              {t('footer.contact')}
            </Text>
            {settings && (
              <Anchor href={`mailto:${settings.supportEmail}`} size="sm" data-testid="footer-contact-email">
                {settings.supportEmail}
              </Anchor>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl" data-testid="footer-risk-warning">
          {t('footer.riskWarning')}
        </Text>
        {settings && (
          <Text size="xs" c="dimmed" mt="xs">
            © {settings.productName}
          </Text>
        )}
      </Container>
    </Box>
  );
}
