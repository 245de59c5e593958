import { describe, expect, it } from 'vitest';
import { renderArticleBody } from './markdown';

// What no element of an article body may be or carry to a reader's browser, whatever the Markdown says. Text that
// merely reads like it ('&lt;script&gt;', "javascript:" as words) is inert and allowed.
const FORBIDDEN_ELEMENT = /^<\/?(script|iframe|svg|object|embed|style|form|input|math|base|link|meta)\b/i;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const ACTIVE_URL = /^\s*(javascript|vbscript|data):/i;
const ALLOWED_TAGS = new Set(['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 's', 'code', 'pre', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

const HOSTILE: [string, string][] = [
  ['a script element', 'Hello <script>alert(1)</script> world'],
  ['an image with onerror', '<img src=x onerror="alert(1)">'],
  ['a javascript: link', '[Apply now](javascript:alert(document.cookie))'],
  ['an entity-encoded javascript: link', '[x](jav&#x61;script:alert(1))'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a javascript: image', '![cover](javascript:alert(1))'],
  ['a data: image', '![cover](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an SVG with script', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a form', '<form action="https://evil.example"><input name=p></form>'],
  ['a vbscript: link', '[x](vbscript:msgbox(1))'],
  ['an HTML block mixed with Markdown', '<div onclick="alert(1)">\n\n**bold**\n\n</div>'],
  ['a link title breaking out', '[x](https://example.org "a\\" onmouseover=\\"alert(1)")'],
];

describe('renderArticleBody', () => {
  it.each(HOSTILE)('lets no active content through: %s', (_what, source) => {
    const html = renderArticleBody(source);
    for (const tag of tagsOf(html)) {
      expect(tag, html).not.toMatch(FORBIDDEN_ELEMENT);
      // Attribute names, their quoted values aside: an escaped quote inside a title is text.
      expect(tag.replace(/"[^"]*"/g, '""'), html).not.toMatch(EVENT_HANDLER);
      for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/g)) expect(url, html).not.toMatch(ACTIVE_URL);
      expect(ALLOWED_TAGS.has(/^<\/?([a-z0-9]+)/i.exec(tag)![1]!.toLowerCase()), html).toBe(true);
    }
  });

  it('renders the Markdown an article uses', () => {
    const html = renderArticleBody(
      ['# Results day', '', 'Our **first** students *arrived*.', '', '- Visa in 3 weeks', '- Offer from [UCSI](https://www.ucsiuniversity.edu.my)', '', '> Proud of them.'].join('\n'),
    );
    expect(html).toContain('<h2>Results day</h2>');
    expect(html).toContain('<strong>first</strong>');
    expect(html).toContain('<em>arrived</em>');
    expect(html).toContain('<li>Visa in 3 weeks</li>');
    expect(html).toContain('<a href="https://www.ucsiuniversity.edu.my" rel="noopener noreferrer" target="_blank">UCSI</a>');
    expect(html).toContain('<blockquote>');
  });

  it('shows raw HTML as text rather than dropping what the writer typed', () => {
    expect(renderArticleBody('Use <b>bold</b> sparingly')).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; sparingly</p>\n');
  });

  it('keeps the plain paragraphs of the articles written before Markdown', () => {
    expect(renderArticleBody('One.\n\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>\n');
  });
});
