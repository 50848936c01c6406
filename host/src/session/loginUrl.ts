import { LOGIN_PATH } from '../routes/table';

/** '/entrar?redirect=…' so that the login page brings the user back where they were going. */
export function loginUrl(pathAndSearch: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathAndSearch)}`;
}
