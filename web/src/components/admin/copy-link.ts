import { useRef, useState } from 'react';

/**
 * "Copy link" for a one-time link shown once (a portal invitation, a staff activation link): copied to the clipboard,
 * or, without one (an http:// page, a refused permission), selected in its read-only field for the person to copy.
 * `status` says which, for the link it was done to, so a newer link does not say "Link copied" before it is.
 */
export function useCopyLink(url: string) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<{ url: string; how: 'copied' | 'select' } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ url, how: 'copied' });
    } catch {
      input.current?.select();
      setCopied({ url, how: 'select' });
    }
  };
  const status = copied?.url !== url ? '' : copied.how === 'copied' ? 'Link copied' : 'The link is selected: copy it with your keyboard or menu.';
  return { input, copy: () => void copy(), status };
}
