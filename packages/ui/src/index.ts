export {
  ApiClientProvider,
  type ApiClientProviderProps,
  type ApiContext,
  type ApiSettings,
  type ClientFactory,
  createApiContext,
} from './api/ApiClientProvider';
export { ApiProvider, type ApiProviderProps, useApi } from './api/ApiProvider';
export { Alert, type AlertProps, type Tone } from './components/alert/Alert';
export { Badge, type BadgeProps, CountBadge, type CountBadgeProps } from './components/badge/Badge';
export { badgeToneOf } from './components/badge/statusTone';
export { BoxRoot, type BoxRootProps, ShadowRootScope } from './components/box-root/BoxRoot';
export { Button, type ButtonProps, type ButtonVariant } from './components/button/Button';
export {
  CenterNotification,
  type CenterNotificationProps,
} from './components/center-notification/CenterNotification';
export { Checkbox, type CheckboxProps } from './components/checkbox/Checkbox';
export { EmptyState, type EmptyStateProps } from './components/empty-state/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/error-state/ErrorState';
export { FileDrop, type FileDropProps } from './components/file-drop/FileDrop';
export {
  CheckCircleIcon,
  CloseIcon,
  FilterIcon,
  InboxIcon,
  InfoIcon,
  lineIconProps,
  SearchIcon,
  WarningIcon,
} from './components/icons';
export { Modal, type ModalProps } from './components/modal/Modal';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group/RadioGroup';
export { SearchInput, type SearchInputProps } from './components/search-input/SearchInput';
export { Skeleton, type SkeletonProps } from './components/skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/spinner/Spinner';
export { Stepper, type StepperProps, type StepperStep } from './components/stepper/Stepper';
export { isRowClick } from './components/table/rowClick';
export { Table, type TableProps } from './components/table/Table';
export type { TableColumn, TableVirtualOptions } from './components/table/types';
export { type TabItem, Tabs, type TabsProps, tabIdFor } from './components/tabs/Tabs';
export { TabView, type TabViewProps } from './components/tabs/TabView';
export { useSelectedTabInView } from './components/tabs/useSelectedTabInView';
export { TextField, type TextFieldProps } from './components/text-field/TextField';
export { Toast, type ToastProps } from './components/toast/Toast';
export { type ToastMessage, ToastStack, type ToastStackProps } from './components/toast/ToastStack';
export { useToasts } from './components/toast/useToasts';
export { Tooltip, type TooltipProps } from './components/tooltip/Tooltip';
export { saveBlob } from './download/saveBlob';
export { useMediaQuery } from './state/useMediaQuery';
export { useStore } from './state/useStore';
export { boxUiCss, boxUiSheets } from './styles/index';
export {
  alertCss,
  badgeCss,
  baseCss,
  buttonCss,
  centerNotificationCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  fileDropCss,
  modalCss,
  radioGroupCss,
  searchInputCss,
  skeletonCss,
  spinnerCss,
  stepperCss,
  tableCss,
  tabsCss,
  textFieldCss,
  toastCss,
  tokensCss,
  tooltipCss,
} from './styles/sheets';
export { PRIMITIVE_ORDER, type Primitive, widgetSheets } from './styles/widgetSheets';
export { adoptStyles, type StylesRoot, stylesRootOf } from './widget/adoptStyles';
export { useAdoptedStyles } from './widget/adoptStylesHook';
export { type AttributeSpec, attr, kebabToCamel, parseAttribute } from './widget/attributes';
export {
  type AttributesOf,
  type CallbackProps,
  createWidgetElement,
  definitionOf,
  type ElementDefinition,
  type EventSpec,
  type EventsOf,
  type KebabCase,
  type WidgetDefinition,
  type WidgetElement,
  type WidgetElementClass,
} from './widget/createWidgetElement';
export { type BoxWidgetSpec, createBoxElement, defineBoxWidget } from './widget/defineBoxWidget';
export { defineElement } from './widget/defineElement';
export {
  type AttributeDoc,
  ELEMENT_PARTS,
  type ElementDocs,
  type ElementPart,
  SHARED_DOCS,
  withStandardDocs,
} from './widget/docs';
export { lazyScreen } from './widget/lazyScreen';
export { SESSION_EXPIRED_EVENT, SESSION_NOTICE_TEXTS } from './widget/SessionNotice';
export { AUTH_TOKEN_EXPIRING_EVENT, SHARED_EVENTS } from './widget/sharedEvents';
