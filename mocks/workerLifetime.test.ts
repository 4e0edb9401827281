// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepMockWorkerForTheVisit } from './workerLifetime';

describe('keepMockWorkerForTheVisit', () => {
  it("drops MSW's CLIENT_CLOSED and passes every other message to the worker", () => {
    const received: unknown[][] = [];
    class FakeWorker {
      postMessage(...args: unknown[]) {
        received.push(args);
      }
    }
    keepMockWorkerForTheVisit(FakeWorker as unknown as { prototype: ServiceWorker });
    const worker = new FakeWorker();
    worker.postMessage('MOCK_ACTIVATE');
    worker.postMessage('CLIENT_CLOSED');
    worker.postMessage('KEEPALIVE_REQUEST');
    worker.postMessage({ type: 'REQUEST' }, []);
    expect(received).toEqual([['MOCK_ACTIVATE'], ['KEEPALIVE_REQUEST'], [{ type: 'REQUEST' }, []]]);
  });
});
