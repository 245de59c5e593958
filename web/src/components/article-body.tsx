import { Box } from '@chakra-ui/react';

/**
 * An article's body: the HTML the server rendered from its Markdown and sanitised (api/src/news/markdown.ts), on the
 * article's page and in the editor's preview alike. The only HTML the app inserts as such.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      fontSize="lg"
      lineHeight="1.75"
      css={{
        '& > * + *': { marginTop: '1.25em' },
        '& h2': { fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.3', marginTop: '1.6em' },
        '& h3, & h4': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '1.4em' },
        '& ul, & ol': { paddingInlineStart: '1.5em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.muted', paddingInlineStart: '1em', color: 'fg.muted' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'lg' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em' },
        '& pre': { overflowX: 'auto', padding: '1em', borderRadius: 'md', bg: 'bg.muted' },
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': { borderWidth: '1px', padding: '0.4em 0.6em' },
      }}
      // Sanitised on the server (see above): the one place the app sets HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
