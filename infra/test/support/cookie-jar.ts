/** Keeps cookies between fetch calls the way a browser does for one site (name → value; Max-Age=0 deletes). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** `headers` go with every call: a bench sets X-Forwarded-For to stand for many clients behind a proxy. */
  constructor(readonly headers: Record<string, string> = {}) {}

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = pair.split('=');
      if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0'))
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** A client with this jar: JSON in, the legacy envelope (and status) out. */
  async call(
    url: string,
    method: string,
    body?: unknown,
  ): Promise<{ status: number; body: { errors: string[]; message: string; data: any } }> {
    const response = await fetch(url, {
      method,
      headers: {
        ...this.headers,
        cookie: this.header(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.store(response);
    return { status: response.status, body: await response.json() };
  }
}
