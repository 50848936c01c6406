import { API_BASE_PATH } from '@box/core/api';
/** Where the API is unless a prop or attribute says otherwise. */
export const DEFAULT_API_BASE = API_BASE_PATH;
