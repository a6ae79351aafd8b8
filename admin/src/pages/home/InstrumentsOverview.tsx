import { SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { OverviewSection } from './OverviewSection';
import { StatCard } from './StatCard';
import { MARKETS, OVERVIEW_INSTRUMENTS_QUERY, countBy, type OverviewInstrument } from './queries';

/** Instrument counts per market and the latest quote of every crypto instrument. */
export function InstrumentsOverview() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(OVERVIEW_INSTRUMENTS_QUERY);
  const instruments = data?.instruments ?? [];
  const counts = countBy(MARKETS, instruments, (instrument) => instrument.market);
  const crypto = instruments
    .filter((instrument) => instrument.market === 'CRYPTO')
    .sort((left, right) => left.symbol.localeCompare(right.symbol));

  return (
    <>
      <OverviewSection
        title={t('home.instruments.title')}
        testId="overview-instruments"
        loading={loading}
        error={error}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {MARKETS.map((market) => (
            <StatCard
              key={market}
              label={t(`home.instruments.market.${market}`)}
              value={counts[market]}
              testId={`overview-instruments-${market}`}
            />
          ))}
        </SimpleGrid>
      </OverviewSection>
      <OverviewSection title={t('home.quotes.title')} testId="overview-quotes" loading={loading} error={error}>
        <CryptoQuotesTable instruments={crypto} />
      </OverviewSection>
    </>
  );
}

function CryptoQuotesTable({ instruments }: { instruments: readonly OverviewInstrument[] }) {
  const { t, i18n } = useTranslation();
  if (instruments.length === 0) return <Text c="dimmed">{t('home.quotes.empty')}</Text>;
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <Table striped highlightOnHover data-testid="overview-quotes-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('home.quotes.symbol')}</Table.Th>
          <Table.Th ta="right">{t('home.quotes.ask')}</Table.Th>
          <Table.Th>{t('home.quotes.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {instruments.map(({ symbol, pricePrecision, lastQuote }) => (
          <Table.Tr key={symbol} data-testid={`overview-quote-${symbol}`}>
            <Table.Td>{symbol}</Table.Td>
            {lastQuote === null ? (
              <Table.Td colSpan={2} c="dimmed">
                {t('home.quotes.noQuote')}
              </Table.Td>
            ) : (
              <>
                <Table.Td ta="right" ff="monospace">
                  {lastQuote.ask.toFixed(pricePrecision)}
                </Table.Td>
                <Table.Td>{timeFormat.format(new Date(lastQuote.at))}</Table.Td>
              </>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
