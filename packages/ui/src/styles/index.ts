import alert from '../components/alert/Alert.css?inline';
import badge from '../components/badge/Badge.css?inline';
import button from '../components/button/Button.css?inline';
import centerNotification from '../components/center-notification/CenterNotification.css?inline';
import checkbox from '../components/checkbox/Checkbox.css?inline';
import emptyState from '../components/empty-state/EmptyState.css?inline';
import errorState from '../components/error-state/ErrorState.css?inline';
import modal from '../components/modal/Modal.css?inline';
import radioGroup from '../components/radio-group/RadioGroup.css?inline';
import searchInput from '../components/search-input/SearchInput.css?inline';
import skeleton from '../components/skeleton/Skeleton.css?inline';
import spinner from '../components/spinner/Spinner.css?inline';
import stepper from '../components/stepper/Stepper.css?inline';
import table from '../components/table/Table.css?inline';
import tabs from '../components/tabs/Tabs.css?inline';
import toast from '../components/toast/Toast.css?inline';
import base from './base.css?inline';
import tokens from './tokens.css?inline';

/**
 * Every rule of the design system as one text, all under `.box-root`: adopted into a widget's shadow root, or
 * injected by `<BoxRoot styles={[boxUiCss]}>` for the React exports. Tokens first so everything else can use them.
 */
export const boxUiCss = [
  tokens,
  base,
  button,
  spinner,
  modal,
  tabs,
  table,
  alert,
  toast,
  centerNotification,
  skeleton,
  badge,
  emptyState,
  errorState,
  stepper,
  searchInput,
  checkbox,
  radioGroup,
].join('\n');
