import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { createSessionRefreshLink } from '../src/session-refresh-link';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const REFRESH = gql`
  mutation RefreshSession {
    refreshSession {
      id
    }
  }
`;
const USER = { __typename: 'User', id: 'user-1' };
const ANSWER_DELAY_MS = 5;

type Cookies = { access: 'fresh' | 'expired' | 'none'; refresh: string };
type Answer = { result: FormattedExecutionResult; cookies?: Cookies };

const failure = (code: string, reason: string, message: string): FormattedExecutionResult => ({
  data: null,
  errors: [{ message, extensions: { code, reason } }],
});

/**
 * One browser: the cookie jar its tabs share, and behind it identity's refresh rules (the secret
 * the last refresh replaced answers REFRESHED_ELSEWHERE, any other stale one ends the session). The
 * server decides as a request arrives; its answer, with the cookies it sets, lands a moment later,
 * so two tabs can send the same refresh cookie before either answer lands.
 */
class Browser {
  cookies: Cookies = { access: 'expired', refresh: 'secret-0' };
  rotations = 0;
  readonly refreshAnswers: string[] = [];
  private current = 'secret-0';
  private previous: string | undefined;

  readonly link = new ApolloLink((operation) => {
    const answer = this.answer(operation.operationName, { ...this.cookies });
    return new Observable<FormattedExecutionResult>((observer) => {
      const timer = setTimeout(() => {
        if (answer.cookies) this.cookies = answer.cookies;
        observer.next(answer.result);
        observer.complete();
      }, ANSWER_DELAY_MS);
      return () => clearTimeout(timer);
    });
  });

  private answer(operationName: string | undefined, sent: Cookies): Answer {
    if (operationName === 'RefreshSession') return this.refresh(sent);
    if (sent.access === 'fresh') return { result: { data: { me: USER } } };
    return { result: failure('UNAUTHENTICATED', 'SESSION_EXPIRED', 'The session expired: refresh it') };
  }

  private refresh(sent: Cookies): Answer {
    if (sent.refresh === this.current) {
      this.rotations += 1;
      this.previous = this.current;
      this.current = `secret-${this.rotations}`;
      this.refreshAnswers.push('rotated');
      return { result: { data: { refreshSession: USER } }, cookies: { access: 'fresh', refresh: this.current } };
    }
    const reason = sent.refresh === this.previous ? 'REFRESHED_ELSEWHERE' : 'SESSION_INVALID';
    this.refreshAnswers.push(reason);
    if (reason === 'REFRESHED_ELSEWHERE')
      return { result: failure('CONFLICT', reason, 'This session was just refreshed in another tab: retry') };
    return {
      result: failure('UNAUTHENTICATED', reason, 'This session was ended for your safety: sign in again'),
      cookies: { access: 'none', refresh: 'none' },
    };
  }
}

/** A tab: its own Apollo client and refresh link (tabs share no script state), the browser's cookies. */
function openTab(browser: Browser) {
  const forget = jest.fn();
  const refreshLink = createSessionRefreshLink({ mutation: REFRESH, operationName: 'RefreshSession', forget });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([refreshLink, browser.link]) });
  return { forget, me: () => client.query({ query: ME, fetchPolicy: 'network-only' }) };
}

describe('the session-refresh link', () => {
  it('retries the operation when another tab refreshed first, and signs nobody out', async () => {
    const browser = new Browser();
    const [first, second] = [openTab(browser), openTab(browser)];
    const results = await Promise.all([first.me(), second.me()]);
    expect(results.map((result) => result.data)).toEqual([{ me: USER }, { me: USER }]);
    // Both tabs sent the same refresh cookie: one rotated it, the other was told it was done elsewhere.
    expect(browser.refreshAnswers.sort()).toEqual(['REFRESHED_ELSEWHERE', 'rotated']);
    expect(browser.rotations).toBe(1);
    expect(first.forget).not.toHaveBeenCalled();
    expect(second.forget).not.toHaveBeenCalled();
    expect(browser.cookies).toEqual({ access: 'fresh', refresh: 'secret-1' });
  });

  it('signs the viewer out and hands the failure on when the refresh ends the session', async () => {
    const browser = new Browser();
    browser.cookies = { access: 'expired', refresh: 'stolen-long-ago' };
    const tab = openTab(browser);
    await expect(tab.me()).rejects.toMatchObject({
      errors: [expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' } })],
    });
    expect(browser.refreshAnswers).toEqual(['SESSION_INVALID']);
    expect(tab.forget).toHaveBeenCalledTimes(1);
  });
});
