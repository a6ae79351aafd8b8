/** Bad legacy input, answered with 400 and every problem listed, before any GraphQL call. */
export class LegacyInputError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'LegacyInputError';
  }
}
