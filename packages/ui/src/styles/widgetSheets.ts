import { baseCss, tokensCss } from './sheets';

/**
 * The cascade order of ui's primitive sheets (later rules win ties), after the tokens and the base rules: the one
 * place it is decided, for `boxUiSheets` and for every widget's `widgetSheets`.
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

/** The sheets of the primitives a widget renders, by name: `{ button: buttonCss, table: tableCss }`. */
export type PrimitiveSheets = Partial<Record<Primitive, string>>;

/**
 * A widget's stylesheets: ui's tokens and base rules, the primitives it renders (each imported by the widget, so
 * its bundle carries no other) in ui's order, then its own sheets. List the primitives they render themselves
 * too: Button shows a Spinner while busy, ErrorState a Button, Toast an Alert. Each sheet once (a test run that
 * skips CSS gives every sheet the same empty text).
 */
export function widgetSheets(primitives: PrimitiveSheets, own: readonly string[]): readonly string[] {
  return [
    ...new Set([tokensCss, baseCss, ...PRIMITIVE_ORDER.flatMap((name) => primitives[name] ?? []), ...own]),
  ];
}
