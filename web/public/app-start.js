// Starts the app on a server-rendered public page when the person first touches it (docs/ARCHITECTURE.md,
// "Rendering"). The page arrives whole: its text, links and forms work without JavaScript, so a student who only
// reads it never pays for the app's scripts on a slow phone; a tap, a key, a focus or a pointer moving over the
// page loads them, and the app then hydrates the page it finds. Loaded with `defer` from <head> (the CSP forbids
// inline scripts); the entry's address is in data-entry. The service worker is registered here, after the page's
// load, so pages visited without ever starting the app still open offline.
(function () {
  // The service worker's cache of public pages (vite.config.ts, runtimeCaching), which admin and portal pages stay out of.
  var PUBLIC_PAGES_CACHE = 'public-pages';
  var PRIVATE = /^\/(admin|student-portal|api)(\/|$)/;
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  var events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'];
  var options = { capture: true, passive: true };
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    events.forEach(function (name) {
      removeEventListener(name, start, options);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  events.forEach(function (name) {
    addEventListener(name, start, options);
  });
  // A popover's toggle (the mobile menu's button) says whether it is open before the app does; then the app says it.
  document.addEventListener(
    'toggle',
    function (event) {
      var popover = event.target;
      if (!(popover instanceof Element) || !popover.id || !document.querySelector('#root[data-prerendered]')) return;
      document.querySelectorAll('[aria-controls="' + popover.id + '"]').forEach(function (toggle) {
        toggle.setAttribute('aria-expanded', String(event.newState === 'open'));
      });
    },
    true,
  );
  // The theme buttons work before the app has hydrated the page too: /theme-init.js stores and applies the choice
  // (web/src/lib/color-mode.tsx reads it). Once hydrated, the app's own handler does it.
  addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('[data-theme-choice]');
    if (!button || !document.querySelector('#root[data-prerendered]')) return;
    var choice = button.getAttribute('data-theme-choice');
    window.missionControlChooseTheme(choice);
    document.querySelectorAll('[data-theme-choice]').forEach(function (other) {
      other.setAttribute('aria-pressed', String(other.getAttribute('data-theme-choice') === choice));
    });
  });
  // The page a first visit lands on was loaded before the service worker existed, so its HTML (which carries its
  // data) did not go through it: copy it into the cache once the worker is active, so it opens offline like the
  // pages after it. Only a page that exists (not the not-found page's 404), as the worker's own rule says.
  function rememberLandingPage() {
    if (typeof caches === 'undefined' || PRIVATE.test(location.pathname)) return;
    var url = location.pathname + location.search;
    navigator.serviceWorker.ready
      .then(function () {
        return caches.open(PUBLIC_PAGES_CACHE);
      })
      .then(function (cache) {
        return cache.match(url).then(function (hit) {
          if (hit) return;
          return fetch(url).then(function (res) {
            if (res.status === 200) return cache.put(url, res);
          });
        });
      })
      .catch(function () {
        // Storage full or blocked: the page still works, only not offline.
      });
  }
  if ('serviceWorker' in navigator) {
    addEventListener('load', function () {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then(rememberLandingPage)
        .catch(function () {
          // No service worker (private mode, an old browser): the page works, only not offline.
        });
    });
  }
})();
