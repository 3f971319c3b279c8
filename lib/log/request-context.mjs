// The request a server is answering, as scripts/serve.mjs started it: its id (the front's
// X-Request-Id, or one made there). serve.mjs runs each request inside an AsyncLocalStorage and
// leaves it on one global, because Next's bundles get their own copy of every module: a store kept
// in a module would be one store for serve.mjs and another for the app. No import, so a browser
// bundle that logs carries nothing of it (there is no store there: no request id).

const KEY = Symbol.for('bottega.request-context');

/** @returns {{ requestId: string } | undefined} */
export function currentRequest() {
  return globalThis[KEY]?.getStore();
}

/** @param {{ getStore(): { requestId: string } | undefined }} storage an AsyncLocalStorage */
export function installRequestContext(storage) {
  globalThis[KEY] = storage;
}
