import helpCss from './help.css?inline';
import timelineCss from './timeline.css?inline';

/** Sheets of the shared tracking parts; each widget lists the ones it renders in its own styles. */
export { helpCss, timelineCss };
