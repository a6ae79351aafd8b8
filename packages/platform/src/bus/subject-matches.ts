/**
 * NATS subject matching, shared by the in-process transport's consumer filters and live
 * subscriptions so both transports agree on what a pattern selects.
 *
 * Subjects are dot-separated tokens. In a pattern, `*` matches exactly one token and `>` (only
 * as the last token) matches one or more remaining tokens, as in NATS: `funds.>` matches
 * `funds.deposit.confirmed` but not `funds` itself.
 */
export function subjectMatches(pattern: string, subject: string): boolean {
  const patternTokens = pattern.split('.');
  const subjectTokens = subject.split('.');
  for (let i = 0; i < patternTokens.length; i++) {
    const token = patternTokens[i];
    if (token === '>') return i === patternTokens.length - 1 && subjectTokens.length > i;
    if (i >= subjectTokens.length) return false;
    if (token !== '*' && token !== subjectTokens[i]) return false;
  }
  return patternTokens.length === subjectTokens.length;
}
