// Longest suites first. On a fresh clone (CI) jest has no durations of its own and runs the largest
// files first, which left suites short in lines but long in time (money-invariants, the legacy suites
// with a whole platform, the customer screens) to start late and run alone on one core at the end of
// a phase. infra/test/suite-seconds.json holds measured durations of the long ones (refresh it from
// .test-results/jest-*.json after a CI run); files it does not name keep jest's own order after them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

const root = path.dirname(new URL(import.meta.url).pathname);
const seconds = JSON.parse(readFileSync(path.join(root, 'infra', 'test', 'suite-seconds.json'), 'utf8'));

class LongestFirst extends Sequencer {
  async sort(tests) {
    const expected = (test) => seconds[path.relative(root, test.path)] ?? 0;
    // Array sort is stable: the files without a figure stay in jest's order.
    return [...(await super.sort(tests))].sort((a, b) => expected(b) - expected(a));
  }
}

export default LongestFirst;
