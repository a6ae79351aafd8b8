import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice, MAX_PRICE_DECIMALS } from '../ui/format';
import { usePriceStrip, type StripQuote } from './usePriceStrip';

/** Crypto, currency and stock symbols, a few of each market. */
const STRIP_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'EURUSD', 'GBPUSD', 'AUDCHF', 'AAPL', 'TSLA'];

export function PriceStrip() {
  const { t } = useTranslation();
  const quotes = usePriceStrip(STRIP_SYMBOLS);
  return (
    // Focusable, so a keyboard can scroll the strip where it is wider than the screen.
    <Box
      component="section"
      className="price-strip"
      aria-label={t('prices.label')}
      tabIndex={0}
      data-testid="price-strip"
    >
      <Container size="lg" py="xs">
        <Group gap="xl" wrap="nowrap">
          {quotes.map((quote) => (
            <PriceStripItem key={quote.symbol} quote={quote} />
          ))}
        </Group>
      </Container>
    </Box>
  );
}

function PriceStripItem({ quote }: { quote: StripQuote }) {
  const { t } = useTranslation();
  const price = quote.ask === null ? null : formatPrice(quote.ask, quote.pricePrecision ?? MAX_PRICE_DECIMALS);
  return (
    <Group gap={6} wrap="nowrap" title={quote.name ?? undefined} data-testid={`ticker-${quote.symbol}`}>
      <Text size="sm" fw={700}>
        {quote.symbol}
      </Text>
      <Text
        size="sm"
        className="price-strip-price"
        data-direction={quote.direction ?? 'none'}
        title={price === null ? t('prices.awaiting') : undefined}
        data-testid={`ticker-price-${quote.symbol}`}
      >
        {price ?? '—'}
      </Text>
      {quote.direction && (
        <Text
          size="xs"
          className="price-strip-price"
          data-direction={quote.direction}
          role="img"
          aria-label={t(quote.direction === 'up' ? 'prices.up' : 'prices.down')}
        >
          {quote.direction === 'up' ? '▲' : '▼'}
        </Text>
      )}
    </Group>
  );
}
