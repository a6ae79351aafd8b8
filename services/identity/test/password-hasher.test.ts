import { LIGHT_PASSWORD_COST, PasswordHasher, STANDARD_PASSWORD_COST } from '../src/auth/passwords';

/** ADR 0038: the platform stores standard-cost hashes; a test platform's light ones check the same way. */
describe('PasswordHasher', () => {
  const standard = new PasswordHasher();
  const light = new PasswordHasher(LIGHT_PASSWORD_COST);

  it('hashes with argon2id at the standard cost unless told otherwise', async () => {
    const { memoryCost, timeCost, parallelism } = STANDARD_PASSWORD_COST;
    expect(await standard.hash('correct horse')).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},p=${parallelism},t=${timeCost}\\$`),
    );
    expect(await light.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
  });

  it('checks a hash by the cost it carries, whichever cost the checker makes hashes with', async () => {
    const [standardHash, lightHash] = await Promise.all([standard.hash('s3cret'), light.hash('s3cret')]);
    await expect(light.verify(standardHash, 's3cret')).resolves.toBe(true);
    await expect(standard.verify(lightHash, 's3cret')).resolves.toBe(true);
    await expect(light.verify(standardHash, 'S3cret')).resolves.toBe(false);
    await expect(standard.verify(lightHash, 's3cret ')).resolves.toBe(false);
  });

  it('answers false, after the same work, for no hash and for a malformed one', async () => {
    await expect(light.verify(null, 'decoy-password-for-unknown-accounts')).resolves.toBe(false);
    await expect(light.verify(undefined, 'anything')).resolves.toBe(false);
    await expect(light.verify('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
