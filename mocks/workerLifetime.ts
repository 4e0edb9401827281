/**
 * MSW's client posts "CLIENT_CLOSED" to its worker when a page fires `beforeunload`. From then on the
 * worker passes that page's requests to the network, where the web server has no API (a 404 in the
 * console of the page being left), and when it was the worker's last page the worker unregisters itself:
 * the next page then loads uncontrolled, MSW reloads it while its own requests race past the worker
 * (more 404s) and a failed registration update surfaces as an uncaught error. The demo wants its worker
 * for the whole visit, so that one message is dropped; every other message, and every beforeunload
 * listener, is left alone.
 */
export function keepMockWorkerForTheVisit(worker: { prototype: ServiceWorker } = ServiceWorker): void {
  const post = worker.prototype.postMessage as (this: ServiceWorker, ...args: unknown[]) => void;
  worker.prototype.postMessage = function postUnlessClientClosed(this: ServiceWorker, ...args: unknown[]) {
    if (args[0] === 'CLIENT_CLOSED') return;
    post.apply(this, args);
  } as ServiceWorker['postMessage'];
}
