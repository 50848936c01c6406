/** What every validator returns: the accepted value, or a code and the pt-BR message to show. */
export type Ok<T> = { ok: true; value: T };
export type Fail<C extends string = string> = { ok: false; code: C; message: string };
export type Result<T, C extends string = string> = Ok<T> | Fail<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const fail = <C extends string>(code: C, message: string): Fail<C> => ({ ok: false, code, message });
