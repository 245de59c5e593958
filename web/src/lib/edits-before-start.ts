// What a person typed or chose on a server-rendered page before the app started. The app starts on the first touch
// (web/public/app-start.js), often a tap into a field, so on a slow phone the person types while it loads. Hydration
// keeps what they typed on screen but not in the app's state (React tracks the field's value as it finds it), so
// the app would filter nothing or send an empty form. After hydration each such field is handed to the app as the
// change event the typing would have sent.

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** A list's choice made before hydration, which hydration may set back to the server's: read before it. */
export type ChoiceBefore = { select: HTMLSelectElement; value: string };

export function choicesBefore(root: HTMLElement): ChoiceBefore[] {
  return [...root.querySelectorAll('select')]
    .filter((select) => [...select.options].some((option) => option.selected !== option.defaultSelected))
    .map((select) => ({ select, value: select.value }));
}

/** Sets a field's value past React's tracker (the element's own setter is the tracked one; the prototype's is not). */
function setUntracked(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * After hydration: every field whose value differs from the one the app rendered (React sets `defaultValue` and
 * `defaultChecked` to it when it hydrates a field) fires its change event, as the person's typing would have.
 */
export function replayEdits(root: HTMLElement, choices: readonly ChoiceBefore[]): void {
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      const chosen = field.checked;
      field.checked = !chosen; // tracked: the app's value
      field.click(); // back to the person's, with the click React listens to
      if (field.checked !== chosen) field.checked = chosen;
      continue;
    }
    if (field instanceof HTMLInputElement && ['hidden', 'file', 'submit', 'button', 'reset', 'image'].includes(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue; // tracked: the app's value
    setUntracked(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const { select, value } of choices) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
