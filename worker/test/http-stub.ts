import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

export type StubHandler = (
  req: IncomingMessage,
  url: URL,
  send: (status: number, data: unknown) => void,
) => Promise<unknown> | unknown;

/**
 * An HTTP stand-in for an outside service, in Node beside the workerd tests (global setup): JSON
 * answers through `send`. Resolves with its base URL and a function that stops it.
 */
export async function startStub(handle: StubHandler): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res: ServerResponse) => {
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(data));
    };
    await handle(req, new URL(req.url ?? "/", "http://127.0.0.1"), send);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A request held open on purpose (a page that never answers) does not keep the stub up.
        server.closeAllConnections();
      }),
  };
}
