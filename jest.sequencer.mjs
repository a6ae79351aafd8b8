// Jest runs the files it has no duration for largest first. e2e-distributed is short in lines but long in
// time (it starts seven processes): left to the size order it started last and ran alone on one core at
// the end of CI's browser phase. It goes first.
import Sequencer from '@jest/test-sequencer';

const FIRST = /\/e2e-distributed\.test\.ts$/;

class LongSuitesFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((test) => FIRST.test(test.path)), ...sorted.filter((test) => !FIRST.test(test.path))];
  }
}

export default LongSuitesFirst;
