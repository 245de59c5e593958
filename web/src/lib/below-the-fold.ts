/**
 * Style props for a block of a public page that may sit below the first screen: the browser skips its style, layout
 * and paint until it comes near the viewport (`content-visibility: auto`), and keeps the size it last had (`auto`).
 * On a phone the page's first render is then the first screen's, not the whole page's: issue 27 measured that one
 * task (style and layout of every element of the server's HTML) as most of a public page's blocking time. The block
 * looks the same when shown; it is painted inside its own box (paint containment), so it must not draw outside it.
 * `size` is the placeholder's height before the first render: about the block's height on a phone.
 */
export function belowTheFold(size: string) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${size}` } as const;
}
