import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP JSON exporter sends it, with the `service.name` of its resource. */
export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};

/** OTLP's span kinds as numbers on the wire. */
export const SPAN_KIND = { INTERNAL: 1, SERVER: 2, CLIENT: 3, PRODUCER: 4, CONSUMER: 5 } as const;

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpSpan = Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttribute[] };
type OtlpExport = {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
};

const valueOf = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue;
const attributesOf = (list: OtlpAttribute[] = []): Record<string, unknown> =>
  Object.fromEntries(list.map((attribute) => [attribute.key, valueOf(attribute.value)]));

export type OtlpReceiver = {
  /** The base endpoint, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  /** Content types the exports came in (the JSON exporter: application/json only). */
  contentTypes: Set<string>;
  stop(): Promise<void>;
};

/** A real OTLP/HTTP receiver on loopback for the tests: every span exported to `/v1/traces` as JSON is kept. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const keep = (body: OtlpExport) => {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
      for (const scope of resourceSpans.scopeSpans ?? [])
        for (const span of scope.spans ?? [])
          spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
    }
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      contentTypes.add(String(request.headers['content-type']));
      if (request.url !== '/v1/traces' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      keep(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
