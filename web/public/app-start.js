// Starts the app on a server-rendered public page (docs/ARCHITECTURE.md, "Rendering"). The page arrives whole: its
// text, links and forms work without JavaScript, so a student who only reads it never pays for the app's scripts on
// a slow, costly connection; a tap, a key, a focus or a pointer moving over the page loads them. A tap on a control
// that only the app can work (a button that is not a form's submit, or an element marked data-app-tap) before the
// app has hydrated is held and replayed once it has, so no first tap is lost. An enquiry kept offline starts the app
// at once, which sends it. (Loading the app when the page is idle, before any touch, waits for a public bundle under
// the first visit's 150 kB budget of JavaScript: today's is about 220 kB, docs/PERFORMANCE.md.)
// Loaded with `defer` from <head> (the CSP forbids inline scripts); the entry's address is in data-entry. The
// service worker is registered here, after the page's load, so pages visited without ever starting the app still
// open offline.
(function () {
  // The service worker's cache of public pages (vite.config.ts, runtimeCaching), which admin and portal pages stay out of.
  var PUBLIC_PAGES_CACHE = 'public-pages';
  var PRIVATE = /^\/((so|sw|ar|am|fr)\/)?(admin|student-portal|api)(\/|$)/;
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
  function prerendered() {
    return !!document.querySelector('#root[data-prerendered]');
  }
  // An enquiry kept offline waits (web/src/features/public/enquire/pending-marker.ts): the app sends it, now or
  // when the connection returns, and the enquiry page says it waits, without waiting for a touch.
  try {
    if (localStorage.getItem('mc-pending-enquiries') === '1') start();
  } catch {
    // Storage blocked: nothing can be waiting.
  }
  // The tap that found the app not yet hydrated, on a control only the app works: held, then replayed.
  var APP_ONLY = '[data-app-tap], button:not([type="submit"]):not([popovertarget]):not([data-theme-choice]):not([data-set-lang])';
  var held = null;
  addEventListener(
    'click',
    function (event) {
      if (!prerendered() || !(event.target instanceof Element)) return;
      var control = event.target.closest(APP_ONLY);
      if (!control || (control.tagName === 'BUTTON' && control.form && !control.getAttribute('type'))) return;
      event.preventDefault();
      event.stopPropagation();
      held = control;
      start();
      var root = document.getElementById('root');
      var watch = new MutationObserver(function () {
        if (prerendered()) return;
        watch.disconnect();
        var tapped = held;
        held = null;
        if (tapped && tapped.isConnected) tapped.click();
      });
      watch.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
    },
    true,
  );
  // A filter chosen before the app has hydrated (a GET form marked data-submit-on-change, whose changes the app
  // applies at once): the form asks the server for the filtered page now, rather than wait for the app's download.
  document.addEventListener(
    'change',
    function (event) {
      var field = event.target;
      if (!prerendered() || !(field instanceof HTMLSelectElement) || !field.form || !field.form.hasAttribute('data-submit-on-change')) return;
      if (field.form.requestSubmit) field.form.requestSubmit();
      else field.form.submit();
    },
    true,
  );
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
  // The language chosen (issue 29): a switcher's link, or the suggestion line's answer, keeps it in the `lang` cookie
  // (contract/languages.ts LANGUAGE_COOKIE), so the server sends this person's later visits to their language.
  function chooseLanguage(language) {
    document.cookie = 'lang=' + language + '; path=/; max-age=31536000; samesite=lax';
  }
  addEventListener('click', function (event) {
    var chosen = event.target instanceof Element && event.target.closest('[data-set-lang]');
    if (!chosen) return;
    chooseLanguage(chosen.getAttribute('data-set-lang'));
    if (chosen.hasAttribute('data-dismiss')) document.getElementById('language-suggestion').hidden = true;
  });
  // A first visit (no choice yet) whose browser prefers another of our languages than the page's: the line the server
  // wrote in each language (outside the app's markup) says the page exists in it. It never redirects.
  try {
    var suggestion = document.getElementById('language-suggestion');
    if (suggestion && !/(^|;\s*)lang=/.test(document.cookie)) {
      var wanted = navigator.languages || [navigator.language];
      for (var i = 0; i < wanted.length; i++) {
        var code = String(wanted[i]).toLowerCase().split('-')[0];
        if (code === document.documentElement.lang) break;
        var line = suggestion.querySelector('[data-suggest="' + code + '"]');
        if (line) {
          line.hidden = false;
          suggestion.hidden = false;
          break;
        }
      }
    }
  } catch {
    // Cookies blocked: no suggestion.
  }
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
