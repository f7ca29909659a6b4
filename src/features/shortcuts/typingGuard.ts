/** Where a key is the user's text, not a command: fields, editable content, pickers. */
const TYPING =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"]';

/** Open layers whose keys are their own (a dialog, a menu, a picker's list). */
const LAYERS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (target instanceof HTMLElement && target.isContentEditable) || target.closest(TYPING) !== null;
}

/**
 * Whether a key press is not for the shortcuts: with Ctrl, Cmd or Alt (Ctrl+K is the quick search, others
 * the browser's), while typing, or while a dialog or menu is open (the help itself excepted: the caller
 * says whether it is the only one).
 */
export function ignoresShortcuts(event: KeyboardEvent, ownDialogOpen = false): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return true;
  if (isTypingTarget(event.target)) return true;
  return !ownDialogOpen && document.querySelector(LAYERS) !== null;
}
