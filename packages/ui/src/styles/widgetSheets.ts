import { baseCss, tokensCss } from './sheets';

/**
 * The cascade order of ui's primitive sheets (later rules win ties), after the tokens and the base rules: the one
 * place it is decided. `boxUiSheets` is built in it, and a widget lists the primitives it renders in it (checked
 * for every element by scripts/elements/elements.test.ts). Only tests read it at run time, so no bundle carries it.
 */
export const PRIMITIVE_ORDER = [
  'button',
  'spinner',
  'modal',
  'tabs',
  'table',
  'alert',
  'toast',
  'centerNotification',
  'skeleton',
  'badge',
  'emptyState',
  'errorState',
  'stepper',
  'searchInput',
  'checkbox',
  'radioGroup',
  'textField',
  'tooltip',
  'fileDrop',
] as const;

export type Primitive = (typeof PRIMITIVE_ORDER)[number];

/**
 * A widget's stylesheets: ui's tokens and base rules, the sheets of the primitives it renders (each imported by
 * the widget, so its bundle carries no other; in `PRIMITIVE_ORDER`), then its own sheets, each once (a test run
 * that skips CSS gives every sheet the same empty text). List the primitives they render themselves too: Button
 * shows a Spinner while busy, ErrorState a Button, Toast an Alert.
 */
export function widgetSheets(primitives: readonly string[], own: readonly string[]): readonly string[] {
  return [...new Set([tokensCss, baseCss, ...primitives, ...own])];
}
