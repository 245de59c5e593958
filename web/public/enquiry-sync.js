// Imported by the service worker (vite.config.ts, workbox.importScripts). Enquiries kept offline
// (web/src/features/public/enquire/pending-enquiries.ts, IndexedDB "mc-enquiries") are sent by the browser's
// Background Sync when the connection returns, whether or not a page of the site is open or touched: the page
// registers the "mc-send-enquiries" tag when it keeps one. Each is sent with its own id, so the server stores it
// once even when an open page sends it too. The localStorage flag the pages read cannot be cleared from here: the
// next page that finds it set finds nothing waiting and clears it.
(function () {
  var TAG = 'mc-send-enquiries';
  var DB_NAME = 'mc-enquiries';
  var STORE = 'pending';

  function request(req) {
    return new Promise(function (resolve, reject) {
      req.onsuccess = function () {
        resolve(req.result);
      };
      req.onerror = function () {
        reject(req.error);
      };
    });
  }

  function openDb() {
    var req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = function () {
      req.result.createObjectStore(STORE, { keyPath: 'id' });
    };
    return request(req);
  }

  function store(db, mode) {
    return db.transaction(STORE, mode).objectStore(STORE);
  }

  // An open page that shows the enquiry waiting says it was sent (web/src/features/public/enquire/use-pending-enquiries.ts).
  function tellPages(id) {
    return self.clients.matchAll({ type: 'window' }).then(function (pages) {
      pages.forEach(function (page) {
        page.postMessage({ type: 'mc:enquiry-sent', id: id });
      });
    });
  }

  // A refusal that sending again cannot change (bad input) is left for the page, which hands it back to the form.
  function sendAll(db) {
    return request(store(db, 'readonly').getAll()).then(function (waiting) {
      return waiting.reduce(function (previous, enquiry) {
        return previous.then(function () {
          return fetch('/api/enquiries', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(enquiry),
          }).then(function (res) {
            if (res.ok) {
              return request(store(db, 'readwrite').delete(enquiry.id)).then(function () {
                return tellPages(enquiry.id);
              });
            }
            // Busy or limited: throw, so the browser tries the sync again later.
            if (res.status === 408 || res.status === 429 || res.status >= 500) throw new Error('not sent yet: ' + res.status);
          });
        });
      }, Promise.resolve());
    });
  }

  self.addEventListener('sync', function (event) {
    if (event.tag !== TAG) return;
    event.waitUntil(
      openDb().then(function (db) {
        return sendAll(db).finally(function () {
          db.close();
        });
      }),
    );
  });
})();
