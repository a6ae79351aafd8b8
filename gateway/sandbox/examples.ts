/** Opening tabs of the sandbox: one query that spans four subgraphs, and a live subscription. */

export const CROSS_SUBGRAPH_QUERY = `# One request, four subgraphs: plans (mining) with their ledger asset (funds),
# instruments with their last feed price (trading), and the site settings (content).
query CrossSubgraphExample {
  plans(coin: BTC) {
    termMonths
    priceUsd
    asset {
      code
      scale
    }
  }
  instruments(market: CRYPTO) {
    symbol
    lastQuote {
      ask
    }
  }
  siteSettings {
    productName
  }
}
`;

export const TICKERS_SUBSCRIPTION = `# Live prices over the graphql-ws websocket at /graphql (1 to 50 symbols).
subscription LiveTickers {
  tickers(symbols: ["BTCUSDT", "ETHUSDT"]) {
    symbol
    ask
    bid
    at
  }
}
`;
