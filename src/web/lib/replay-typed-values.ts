/*
 * Text typed, boxes ticked and options chosen before React arrived stay on screen through hydration
 * (React leaves a hydrated field's value alone), but the form's state still holds what the server
 * rendered. Each such change is replayed as the event React listens to, so the form's own handlers
 * take it in exactly as if it had been made a moment later.
 */

type TValueField = HTMLInputElement | HTMLTextAreaElement;

const UNREPLAYABLE_TYPES = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** Sets a field's value past React's own value tracking, as typing does. */
function setValueAsTyped(field: TValueField, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

function replayText(field: TValueField) {
  const typed = field.value;
  // The property set goes through React's tracker: it now holds the rendered value, so the event
  // below reads as a change.
  field.value = field.defaultValue;
  setValueAsTyped(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayTick(box: HTMLInputElement) {
  const wanted = box.checked;
  box.checked = !wanted;
  // A click ticks the box back and is the event React reads a checkbox's change from.
  box.click();
}

/** Replays into React every control of the form whose value differs from what the server rendered. */
export function replayTypedValues(form: HTMLFormElement): void {
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement) {
      if (control.disabled || UNREPLAYABLE_TYPES.has(control.type)) continue;
      if (control.type === 'checkbox' || control.type === 'radio') {
        // A radio that lost its tick is replayed by the one that gained it.
        if (control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked)) {
          replayTick(control);
        }
      } else if (control.value !== control.defaultValue) {
        replayText(control);
      }
    } else if (control instanceof HTMLTextAreaElement) {
      if (!control.disabled && control.value !== control.defaultValue) replayText(control);
    } else if (control instanceof HTMLSelectElement) {
      const changed = Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
      if (!control.disabled && changed) control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
