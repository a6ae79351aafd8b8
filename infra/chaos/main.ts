import { runChaos } from './run-chaos';

/** `npm run chaos` (all of issue 26's faults) or `CHAOS_SHORT=1 npm run chaos` (the CI version). */
runChaos(process.env.CHAOS_SHORT === '1').then(
  (result) => process.exit(result.failed ? 1 : 0),
  (error: unknown) => {
    process.stderr.write(
      `[chaos] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  },
);
