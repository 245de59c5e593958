// What the build's prerender entry returns for a page; its own file, so the build script (Node) can name the type
// without type-checking the whole web app.
export type PrerenderedPage = {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /**
   * Chakra's global styles (reset, tokens), one <style data-emotion="css-global <id>"> each: Emotion's <Global>
   * in the browser adopts such a tag instead of inserting its rules again.
   */
  globals: { id: string; css: string }[];
  /** Every other rule the markup uses, for one <style data-emotion="css <ids>"> in <head>. */
  css: string;
  /** The Emotion names in `css`: the browser's Emotion cache reads them and does not insert those rules again. */
  ids: string[];
  /** The page's document title, as usePageTitle sets it in the browser. */
  title: string | undefined;
};
