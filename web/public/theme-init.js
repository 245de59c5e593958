// Applies the saved theme before the first paint (the CSP forbids inline scripts, so this small file is loaded
// blocking from <head>). Keep in step with web/src/lib/color-mode.tsx: key 'vite-ui-theme', values
// light | dark | system, default dark under /admin and system elsewhere. It also offers `missionControlChooseTheme`,
// which /app-start.js calls for a choice made before the app has hydrated the page.
(function () {
  var KEY = 'vite-ui-theme';
  var root = document.documentElement;
  function apply(theme) {
    if (theme === 'system') {
      theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  }
  /** Stores a choice (light, dark or system) and applies it. */
  window.missionControlChooseTheme = function (theme) {
    try {
      localStorage.setItem(KEY, theme);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    apply(theme);
  };
  var theme = null;
  try {
    theme = localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the default.
  }
  if (theme !== 'light' && theme !== 'dark' && theme !== 'system') {
    theme = /^\/admin(\/|$)/.test(location.pathname) ? 'dark' : 'system';
  }
  apply(theme);
})();
