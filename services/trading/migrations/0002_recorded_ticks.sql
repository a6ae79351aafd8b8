-- Every feed tick, recorded with an id, so a trade or an option names the exact tick it opened,
-- closed or settled at (DESIGN.md §2: prices come only from the feed). Written by the feed once a
-- second, all ticks since the last flush in one statement; a trade's own tick is written at once.
--
-- Retention: about 50 instruments ticking 1–3 times a second make some 5 million rows a day. Ticks
-- referenced by a trade or an option are kept for ever (the foreign keys refuse their deletion);
-- unreferenced ticks older than the candles' reach are safe to prune in batches (a later job).
create table ticks (
  id bigserial primary key,
  symbol text not null references instruments (symbol),
  ask numeric(20, 5) not null check (ask > 0),
  bid numeric(20, 5) not null check (bid > 0 and bid <= ask),
  at timestamptz not null,
  -- Also the index of "the first tick of a symbol at or after a time" (option settlement).
  unique (symbol, at)
);
