import ratingCss from './rating.css?inline';

/** The rating form's own sheet (the dialog brings it along, see RatingDialog). */
export const RATING_CSS = ratingCss;
