/** A fake fetch for the client tests: records each request and answers with the next scripted response. */
export function scriptedFetch(...responses: Response[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    // Keep a copy: ky releases the body of the request it hands over once the call settles.
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const next = responses.shift();
    if (!next) throw new TypeError('no scripted response');
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}
