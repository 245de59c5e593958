import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// An article's Markdown body as the public site shows it (docs/PRODUCT.md §3.12, docs/SECURITY.md "Articles"): one
// function, used by the article's page and by the editor's preview, so what staff preview is what readers get.

// Raw HTML in the Markdown is shown as text, never passed through (html: false); markdown-it refuses javascript:,
// vbscript:, file: and most data: links itself. The sanitiser below is the second wall, for anything that slips by.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 's', 'code', 'pre', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its one h1: the body's headings start one level down.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Links leave the site without telling it where the reader came from.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
  },
};

/** Sanitised HTML of an article's Markdown body. */
export function renderArticleBody(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}
