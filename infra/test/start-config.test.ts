import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/layout';

/** A bad environment variable stops the platform before anything starts, naming the variable. */
describe('start-up configuration', () => {
  it('lists every bad variable and exits with 78', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('infra', 'src', 'main-embedded.ts')], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        PORT: 'not-a-port',
        PUBLIC_URL: 'nowhere',
        ALLOWED_ORIGINS: 'https://cloudmine.example/app',
        DATA_DIR: '/tmp/never-created-by-this-test',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT: .*"not-a-port"/);
    expect(result.stderr).toMatch(/PUBLIC_URL: .*"nowhere"/);
    expect(result.stderr).toMatch(/ALLOWED_ORIGINS: .*no path/);
    expect(result.stdout).not.toContain('is running at');
  });
});
