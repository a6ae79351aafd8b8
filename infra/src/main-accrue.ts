import { accrueDay, operatorCredentials, yesterdayUtc } from './accrue-day';

/** `npm run mining:accrue -- [YYYY-MM-DD]`: runs the daily accrual for a closed day (yesterday by default). */
const day = process.argv[2] ?? yesterdayUtc();
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

accrueDay({ platformUrl, day, ...operatorCredentials(process.env) }).then(
  (run) => {
    console.log(
      `${run.day}: ${run.status}; ${run.accrued} contract-day(s) recorded, ${run.posted} posted, ` +
        `${run.terminated} terminated${run.waitingCoins.length ? `; waiting for rates of ${run.waitingCoins.join(', ')}` : ''}`,
    );
  },
  (error: unknown) => {
    console.error(`accrual of ${day} refused: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
