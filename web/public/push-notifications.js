// Imported by the service worker (vite.config.ts, workbox.importScripts). Web Push (issue 30 item 3): the server's
// delivery worker sends a notice as an encrypted push (api/src/notifications/push/send.ts, payload
// { id, title, body, link }); this shows it, and a tap focuses a window of the site already open on the notice's link
// (or any window of the site, taken there) or opens one. The notice's id is the tag: a push sent again after a retry
// replaces the one shown instead of showing it twice.
(function () {
  var ICON = '/icons/icon-192.png';

  // Only a path of this site is opened: anything else opens the site's start instead.
  function inAppPath(link) {
    return typeof link === 'string' && /^\/(?![/\\])/.test(link) ? link : '/';
  }

  self.addEventListener('push', function (event) {
    var notice;
    try {
      notice = event.data ? event.data.json() : {};
    } catch {
      notice = { title: event.data ? event.data.text() : '' };
    }
    var title = notice.title || 'Mission Control';
    event.waitUntil(
      self.registration.showNotification(title, {
        body: notice.body || '',
        tag: notice.id || undefined,
        icon: ICON,
        badge: ICON,
        data: { link: inAppPath(notice.link), id: notice.id || null },
      }),
    );
  });

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var link = inAppPath(event.notification.data && event.notification.data.link);
    var target = new URL(link, self.location.origin).href;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        var exact = windows.find(function (w) {
          return w.url === target;
        });
        if (exact) return exact.focus();
        var ours = windows.find(function (w) {
          return new URL(w.url).origin === self.location.origin && 'navigate' in w;
        });
        if (ours) {
          return ours.focus().then(function (w) {
            return (w || ours).navigate(target);
          });
        }
        return self.clients.openWindow(target);
      }),
    );
  });
})();
