// Whether the page the app starts on was rendered by the server, its data in the store (main.tsx). A
// page whose query is live (always asked again, like a complaint's status) takes the server's fresh
// answer once instead of asking again while it hydrates.
let startedOnServerPage = false;

export function markStartedOnServerPage(): void {
  startedOnServerPage = true;
}

/** True once, for the first load after starting on a server-rendered page. */
export function takeServerRenderedPage(): boolean {
  const was = startedOnServerPage;
  startedOnServerPage = false;
  return was;
}
