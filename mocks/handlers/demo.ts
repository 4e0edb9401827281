import { http, HttpResponse, type HttpHandler } from 'msw';
import { resetMockState } from '../db';
import { API_PREFIX, endpoint, noContent } from '../record';

/** Demo-only control routes: never faulted, never token-checked, never logged as usage. */
export const demoHandlers: HttpHandler[] = [
  endpoint({
    id: null,
    method: 'post',
    path: '/__demo/reset',
    resolve: () => {
      resetMockState();
      return noContent();
    },
  }),
];

/** Last: any other /api route answers 404 like the service would, rather than reaching the network. */
export const fallbackHandler: HttpHandler = http.all(`${API_PREFIX}/*`, ({ request }) =>
  HttpResponse.json(
    { message: `No route for ${request.method} ${new URL(request.url).pathname}` },
    { status: 404 },
  ),
);
