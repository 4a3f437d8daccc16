// Takes over from the recorder of early input (server/http/early-input.ts) once React has hydrated a
// prerendered page: what was typed or filled into a field before then reaches the app's state, and every
// tap, key and submit the recorder held is replayed in order, on the same elements (hydration keeps the
// server's nodes). Then `<html data-hydrated>` says the page answers input itself.
import { EARLY_INPUT_QUEUE, HYDRATED_ATTRIBUTE } from '../../../shared/page-start.ts';
import { hydratePartOf } from './hydration-parts.ts';
import { nextTask } from './next-task.ts';

/** What the recorder keeps of one held event. */
type EarlyInput =
  | { type: 'click'; target: Element }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { type: 'keydown'; target: Element; init: KeyboardEventInit };

declare global {
  interface Window {
    [EARLY_INPUT_QUEUE]?: EarlyInput[];
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_LIKE = /^(text|email|password|search|tel|url|number)$/;

/**
 * Tells React about a value the field took before hydration (typed, or filled by a password manager).
 * React keeps the field's value on hydration but believes it is the one it rendered, so an `input` event
 * alone says nothing to it: the value is first set through the element (React's tracker hears that), then
 * put back through the prototype's setter (it does not), and the event then reads as a change, as
 * Testing Library's fireEvent.change does it.
 */
function announce(field: Field, typed: string): void {
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  field.value = field.defaultValue;
  own?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The values typed or filled into the page's fields before hydration. Read during the hydration's own
 * commit (a layout effect): React has set each field's defaultValue to what it rendered, and has not yet
 * drawn the page again, which puts a controlled field back to its state's value.
 */
export function typedBeforeHydration(root: Element): [Field, string][] {
  const typed: [Field, string][] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    const text = field instanceof HTMLTextAreaElement || TEXT_LIKE.test(field.type);
    if (text && field.value !== field.defaultValue) typed.push([field, field.value]);
  }
  return typed;
}

function replay(input: EarlyInput): void {
  if (!input.target.isConnected) return;
  switch (input.type) {
    case 'click':
      (input.target as HTMLElement).click();
      break;
    case 'submit':
      input.target.requestSubmit(input.submitter?.isConnected ? input.submitter : null);
      break;
    case 'keydown':
      input.target.dispatchEvent(
        new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true }),
      );
      break;
  }
}

/**
 * The longest a held tap waits for its part of the page to hydrate: long, since a tap replayed into markup
 * React has not taken over is lost, and a slow phone can take seconds; the limit only keeps a part that
 * never comes (its script failed to load) from holding up what was done after it.
 */
const PART_WAIT_MS = 20_000;

let takenOver = false;

/** Once, after the page's first commit: takes up the early values, then replays the held input. */
export async function takeOverEarlyInput(typed: [Field, string][]): Promise<void> {
  if (takenOver) return;
  takenOver = true;
  // Out of React's commit first: an event dispatched inside it is handled before its state is drawn, and
  // React then puts the field back to the value it last drew (empty).
  await nextTask();
  for (const [field, value] of typed) if (field.isConnected) announce(field, value);
  // The state those changes set is rendered before a submit reads it.
  await nextTask();
  const queue = window[EARLY_INPUT_QUEUE] ?? [];
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  for (const input of queue.splice(0)) {
    // Into a part of the page that hydrates later (Home's sections): that part first.
    const part = hydratePartOf(input.target);
    if (part) await Promise.race([part, new Promise((settle) => setTimeout(settle, PART_WAIT_MS))]);
    replay(input);
  }
}
