/** SPEC §7 "Base path /jade/api": where the API lives on the portal's origin, every widget's default. */
export const API_BASE_PATH = '/jade/api';

/** An API base without its trailing slash, so paths join with exactly one. */
export const trimApiBase = (apiBase: string = API_BASE_PATH) => apiBase.replace(/\/$/, '');

/** The server's own MapLibre style (the offline default of every map): `{apiBase}/map/style.json`. */
export const mapStyleUrl = (apiBase?: string) => `${trimApiBase(apiBase)}/map/style.json`;
