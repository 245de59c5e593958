// Applies the saved theme before the first paint (the CSP forbids inline scripts, so this small file is loaded
// blocking from <head>). Keep in step with web/src/lib/color-mode.tsx: key 'vite-ui-theme', values
// light | dark | system, default dark under /admin and system elsewhere.
(function () {
  var root = document.documentElement;
  var theme = null;
  try {
    theme = localStorage.getItem('vite-ui-theme');
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the default.
  }
  if (theme !== 'light' && theme !== 'dark' && theme !== 'system') {
    theme = /^\/admin(\/|$)/.test(location.pathname) ? 'dark' : 'system';
  }
  if (theme === 'system') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
