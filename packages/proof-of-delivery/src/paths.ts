/**
 * Where the not-found page's back link leads (the host's router decides; the widget never touches history):
 * signed in, the proofs list the user came from (SPEC §2 /comprovantes); on the public page, the portal's
 * start, since an anonymous visitor has no list.
 */
export const backPath = (isPublic: boolean) => (isPublic ? '/' : '/comprovantes');
