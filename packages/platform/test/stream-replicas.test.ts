import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createNatsBus, createNatsBusConnectingInBackground, streamReplicasSetting } from '../src/bus';
import { ConfigError } from '../src/config';
import { newEvent } from '../src/outbox/outbox';
import { resolveTestInfrastructure } from '../src/testing';
import { uniqueSuffix } from './bus/wait-for';

describe('NATS_STREAM_REPLICAS', () => {
  it('is 1 by default and takes 1 to 5', () => {
    expect(streamReplicasSetting({})).toBe(1);
    expect(streamReplicasSetting({ NATS_STREAM_REPLICAS: '3' })).toBe(3);
    for (const bad of ['0', '6', 'three', '1.5'])
      expect(() => streamReplicasSetting({ NATS_STREAM_REPLICAS: bad })).toThrow(ConfigError);
  });

  it('stops the start of a service bus when it is bad, before NATS is tried', async () => {
    const before = process.env.NATS_STREAM_REPLICAS;
    process.env.NATS_STREAM_REPLICAS = 'three';
    try {
      await expect(
        createNatsBusConnectingInBackground({ url: 'nats://127.0.0.1:1', name: 'replicas-test' }),
      ).rejects.toThrow(/NATS_STREAM_REPLICAS/);
    } finally {
      if (before === undefined) delete process.env.NATS_STREAM_REPLICAS;
      else process.env.NATS_STREAM_REPLICAS = before;
    }
  });

  describe('on a NATS server', () => {
    const stream = `replicas${uniqueSuffix()}`;
    let nc: NatsConnection;
    let jsm: JetStreamManager;
    let natsUrl = '';

    beforeAll(async () => {
      const { bus } = await resolveTestInfrastructure();
      if (bus.kind !== 'nats')
        throw new Error(`this test needs a NATS server (found ${bus.kind}); start one or set NATS_URL`);
      natsUrl = bus.url;
      nc = await connect({ servers: natsUrl });
      jsm = await jetstreamManager(nc);
    });
    afterAll(async () => {
      await jsm?.streams.delete(stream.toUpperCase()).catch(() => undefined);
      await nc?.close();
    });

    // A single server accepts one replica only; the cluster's 3 is set in infra/k8s/configmap.yaml.
    it('creates a stream with the replicas asked for', async () => {
      const bus = await createNatsBus({ url: natsUrl, name: 'replicas-test', streamReplicas: 1 });
      await bus.publish(newEvent(`${stream}.thing.happened`, {}));
      await bus.close();
      const info = await jsm.streams.info(stream.toUpperCase());
      expect(info.config.num_replicas).toBe(1);
    });

    it('asks the server for the replicas set: three are refused by a single server', async () => {
      const bus = await createNatsBus({ url: natsUrl, name: 'replicas-test', streamReplicas: 3 });
      try {
        await expect(bus.publish(newEvent(`${stream}three.thing.happened`, {}))).rejects.toThrow(/replicas/i);
      } finally {
        await bus.close();
      }
    });
  });
});
