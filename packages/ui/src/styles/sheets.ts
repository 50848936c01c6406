// One CSS text per primitive, all scoped under `.box-root`, so a widget adopts only what it renders. A widget
// lists `tokensCss` and `baseCss` first, then its primitives in the order of `boxUiSheets` (later rules win ties),
// and the primitives they render themselves: Button shows a Spinner while busy, ErrorState a Button, Toast an Alert.
export { default as alertCss } from '../components/alert/Alert.css?inline';
export { default as badgeCss } from '../components/badge/Badge.css?inline';
export { default as buttonCss } from '../components/button/Button.css?inline';
export { default as centerNotificationCss } from '../components/center-notification/CenterNotification.css?inline';
export { default as checkboxCss } from '../components/checkbox/Checkbox.css?inline';
export { default as emptyStateCss } from '../components/empty-state/EmptyState.css?inline';
export { default as errorStateCss } from '../components/error-state/ErrorState.css?inline';
export { default as fileDropCss } from '../components/file-drop/FileDrop.css?inline';
export { default as modalCss } from '../components/modal/Modal.css?inline';
export { default as radioGroupCss } from '../components/radio-group/RadioGroup.css?inline';
export { default as searchInputCss } from '../components/search-input/SearchInput.css?inline';
export { default as skeletonCss } from '../components/skeleton/Skeleton.css?inline';
export { default as spinnerCss } from '../components/spinner/Spinner.css?inline';
export { default as stepperCss } from '../components/stepper/Stepper.css?inline';
export { default as tableCss } from '../components/table/Table.css?inline';
export { default as tabsCss } from '../components/tabs/Tabs.css?inline';
export { default as textFieldCss } from '../components/text-field/TextField.css?inline';
export { default as toastCss } from '../components/toast/Toast.css?inline';
export { default as tooltipCss } from '../components/tooltip/Tooltip.css?inline';
/** The `.box-root` rules every widget needs: font, box sizing, focus ring, `.box-sr-only`, reduced motion. */
export { default as baseCss } from './base.css?inline';
/** The design tokens (CSS custom properties on `.box-root`, themable by the host page). */
export { default as tokensCss } from './tokens.css?inline';
