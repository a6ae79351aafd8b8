import type { ApolloClient } from '@apollo/client';
import type { Client } from 'graphql-ws';

/**
 * The gateway decides who a subscription socket speaks for once, when it connects (from the session
 * cookie of that moment). A socket opened before a sign-in, after a sign-out or with an expired
 * access cookie keeps answering for that old visitor, so it is reopened when the customer changes.
 */
const sockets = new WeakMap<ApolloClient, Client>();
const servedViewers = new WeakMap<ApolloClient, string | null>();

export function registerSubscriptionSocket(apolloClient: ApolloClient, socket: Client): void {
  sockets.set(apolloClient, socket);
}

/**
 * Closes the socket, if one is open; graphql-ws reconnects after its short retry wait (with the cookies of now) and
 * starts every running subscription again on the new socket. Nothing happens without a socket.
 */
export function restartSubscriptionSocket(apolloClient: ApolloClient): void {
  sockets.get(apolloClient)?.terminate();
}

/**
 * Tells which customer (null: a guest) the app now shows; the socket is reopened when that differs
 * from the one it last served. The first call only records who it is.
 */
export function followViewer(apolloClient: ApolloClient, viewerId: string | null): void {
  if (!servedViewers.has(apolloClient)) {
    servedViewers.set(apolloClient, viewerId);
    return;
  }
  if (servedViewers.get(apolloClient) === viewerId) return;
  servedViewers.set(apolloClient, viewerId);
  restartSubscriptionSocket(apolloClient);
}
