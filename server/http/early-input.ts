// The recorder of early input: a small inline script in a prerendered page's <head>, which runs before the
// page is painted. Until the app has hydrated the page (`<html data-hydrated>`), it holds what a visitor does
// to the app's controls (shared/page-start.ts EARLY_CONTROLS) and every form submit, so that nothing is lost
// and no form is sent natively to the server (with its fields in the address); the app then replays them in
// order (pwa/src/lib/early-input.ts). What is typed into a field stays in the field, and the app takes it up.
// Sent as written: it is short, and one hash in the CSP allows exactly this text.
import { createHash } from 'node:crypto';
import { EARLY_CONTROLS, EARLY_INPUT_QUEUE, HYDRATED_ATTRIBUTE } from '../../shared/page-start.ts';

const RECORDER = `(function () {
  var queue = (window.${EARLY_INPUT_QUEUE} = []);
  var html = document.documentElement;
  function held(event) {
    var root = document.getElementById('root');
    return !html.hasAttribute('${HYDRATED_ATTRIBUTE}') && root !== null && root.contains(event.target);
  }
  function hold(event, entry) {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(entry);
  }
  addEventListener('click', function (event) {
    if (!held(event) || !event.target.closest) return;
    var control = event.target.closest('${EARLY_CONTROLS}');
    // A submit button's click goes on: it submits its form, and that submit is held below.
    if (!control || (control.form && control.type === 'submit')) return;
    hold(event, { type: 'click', target: control });
  }, true);
  addEventListener('submit', function (event) {
    if (held(event)) hold(event, { type: 'submit', target: event.target, submitter: event.submitter || null });
  }, true);
  addEventListener('keydown', function (event) {
    // Keys that move within a control (the arrows of a row of tabs); typing stays with the field.
    if (!held(event) || !/^(Arrow|Home$|End$|Escape$)/.test(event.key)) return;
    if (event.target.closest && event.target.closest('input, textarea, select, [contenteditable]')) return;
    hold(event, { type: 'keydown', target: event.target, init: { key: event.key, code: event.code,
      shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey } });
  }, true);
})();`;

/** The CSP source that allows the recorder, and only it, to run inline. */
export const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

/** The recorder's element, for a prerendered page's <head>, before anything it could hold is painted. */
export const EARLY_INPUT_SCRIPT = `<script>${RECORDER}</script>`;
