// Stand-ins around the client's page renderer (client/src/renderPage.tsx) for tests: the route's query runs
// as ever (preparePage), and `onRender` sees, counts, replaces or fails each render.
import type { ExecuteGraphQL, PageRenderer, RenderedPage, ServerRequest } from '../page-rendering.ts';

export type OnRender = (
  request: ServerRequest,
  render: () => Promise<RenderedPage>,
  execute: ExecuteGraphQL,
) => Promise<RenderedPage>;

export function renderingWith(real: PageRenderer, onRender: OnRender): PageRenderer {
  const renderer: PageRenderer = {
    async preparePage(request, execute, signal) {
      const prepared = await real.preparePage(request, execute, signal);
      return { ...prepared, render: (renderSignal) => onRender(request, () => prepared.render(renderSignal), execute) };
    },
    async renderPage(request, execute, signal) {
      return (await renderer.preparePage(request, execute, signal)).render(signal);
    },
  };
  return renderer;
}
