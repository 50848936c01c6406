/** Where the API is unless a prop or attribute says otherwise. */
export const DEFAULT_API_BASE = '/jade/api';
