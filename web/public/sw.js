/*
 * The service worker of the web client, registered at /sw.js (specification 000 §7). It shows the
 * notifications operators send (identity's sendCustomerPush: JSON { title, body, url }, encrypted
 * for this browser) and opens the page they point to when clicked.
 */
'use strict';

const DEFAULT_URL = '/user/index.html';

self.addEventListener('install', () => {
  // A new version takes over at once: it only shows notifications, so no page depends on the old one.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A push that is not our JSON still shows something: a silent push would break the browser's rules. */
function notificationOf(data) {
  if (!data) return { title: 'CloudMine', body: '', url: DEFAULT_URL };
  try {
    const payload = data.json();
    return {
      title: typeof payload.title === 'string' && payload.title ? payload.title : 'CloudMine',
      body: typeof payload.body === 'string' ? payload.body : '',
      url: typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : DEFAULT_URL,
    };
  } catch {
    return { title: 'CloudMine', body: data.text(), url: DEFAULT_URL };
  }
}

self.addEventListener('push', (event) => {
  const notification = notificationOf(event.data);
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      data: { url: notification.url },
      tag: 'cloudmine-message',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? DEFAULT_URL, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
