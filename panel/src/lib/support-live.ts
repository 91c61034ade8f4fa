import type {
  SupportConversationDto,
  SupportLiveClientEvent,
  SupportLiveEvent,
  SupportLiveTicket,
} from "@app/shared/schemas/support";
import type { SupportRoomRole } from "@app/shared/support-topics";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiPost } from "./api-client.ts";
import { applySupportEvent, sideOfAuthor, supportUnreadKey } from "./support.ts";

/**
 * The live socket of a support conversation: a single-use ticket (POST …/live-ticket), then a
 * WebSocket that sends `SupportLiveEvent`s. A dropped socket is reopened with a fresh ticket after
 * a growing delay; `close()` ends it for good. Messages themselves are posted over HTTP.
 */

/** The part of a WebSocket the client uses; tests inject a fake. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type LiveState = "connecting" | "open" | "reconnecting" | "stopped";

export interface SupportLiveOptions {
  conversationUuid: string;
  onEvent: (event: SupportLiveEvent) => void;
  onState?: (state: LiveState) => void;
  createSocket?: (url: string) => LiveSocket;
  requestTicket?: (conversationUuid: string) => Promise<SupportLiveTicket>;
  /** Keep-alive period: the room answers `ping` with `pong` without waking up. */
  pingMs?: number;
  retryDelay?: (attempt: number) => number;
}

export interface SupportLiveConnection {
  /** False when the socket is not open (the event is dropped: typing and read are best effort). */
  send: (event: SupportLiveClientEvent) => boolean;
  close: () => void;
}

const OPEN = 1;
export const LIVE_PING_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, with a little jitter so that many clients do not return at once. */
export function liveRetryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt) + Math.floor(Math.random() * 250);
}

function requestLiveTicket(conversationUuid: string): Promise<SupportLiveTicket> {
  return apiPost("/support/conversations/{uuid}/live-ticket", { path: { uuid: conversationUuid } }).then(
    (result) => result.data,
  );
}

/** The socket's address on the page's own origin (what the CSP's connect-src 'self' allows). */
export function liveSocketUrl(ticket: Pick<SupportLiveTicket, "path">, location: Pick<Location, "protocol" | "host">) {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${ticket.path}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isRole = (value: unknown): value is SupportRoomRole => value === "user" || value === "admin";

/** A server frame as an event; null for `pong`, junk or an unknown type. */
export function parseLiveEvent(data: unknown): SupportLiveEvent | null {
  if (typeof data !== "string" || data === "pong") return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.type) {
    case "message": {
      const message = value.message;
      const valid =
        isRecord(message) &&
        typeof message.uuid === "string" &&
        typeof message.body === "string" &&
        typeof message.createdAt === "string" &&
        typeof message.author === "string";
      return valid ? (value as SupportLiveEvent) : null;
    }
    case "typing":
      return isRole(value.role) && typeof value.typing === "boolean" ? (value as SupportLiveEvent) : null;
    case "read":
      return isRole(value.role) && typeof value.at === "string" ? (value as SupportLiveEvent) : null;
    case "presence":
      return typeof value.supportOnline === "boolean" ? (value as SupportLiveEvent) : null;
    case "status":
      return typeof value.status === "string" ? (value as SupportLiveEvent) : null;
    default:
      return null;
  }
}

/** A ticket refused for good (no access, conversation gone): retrying cannot help. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

export function connectSupportLive(options: SupportLiveOptions): SupportLiveConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as LiveSocket);
  const requestTicket = options.requestTicket ?? requestLiveTicket;
  const retryDelay = options.retryDelay ?? liveRetryDelay;
  const pingMs = options.pingMs ?? LIVE_PING_MS;
  let socket: LiveSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const setState = (state: LiveState) => options.onState?.(state);
  const retry = () => {
    if (stopped) return;
    setState("reconnecting");
    retryTimer = setTimeout(() => void open(), retryDelay(attempt));
    attempt += 1;
  };
  const stop = () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
  };

  async function open() {
    retryTimer = undefined;
    let ticket: SupportLiveTicket;
    try {
      ticket = await requestTicket(options.conversationUuid);
    } catch (error) {
      if (stopped) return;
      if (isFinal(error)) {
        stop();
        setState("stopped");
      } else retry();
      return;
    }
    if (stopped) return;
    let ws: LiveSocket;
    try {
      ws = createSocket(liveSocketUrl(ticket, window.location));
    } catch {
      retry();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (ws.readyState === OPEN) ws.send("ping");
      }, pingMs);
      setState("open");
    };
    ws.onmessage = (event) => {
      const parsed = parseLiveEvent(event.data);
      if (parsed) options.onEvent(parsed);
    };
    ws.onerror = () => {
      // A close event follows; it decides about the retry.
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(pingTimer);
      retry();
    };
  }

  setState("connecting");
  void open();

  return {
    send: (event) => {
      if (socket?.readyState !== OPEN) return false;
      socket.send(JSON.stringify(event));
      return true;
    },
    close: () => {
      if (stopped) return;
      stop();
      const ws = socket;
      socket = null;
      ws?.close(1000, "closed");
      setState("stopped");
    },
  };
}

const TYPING_SHOWN_MS = 8_000;

export interface SupportLive {
  state: LiveState;
  /** The other side is typing: their name (null for an unnamed one), or undefined. */
  typing: { name: string | null } | undefined;
  /** Whether the customer (`userConnected`) or an admin is in the room, from presence events. */
  presence: { adminConnected: boolean; userConnected: boolean } | undefined;
  sendTyping: (typing: boolean) => void;
}

/**
 * Keeps the conversation cached under `queryKey` up to date while mounted: messages, read ticks,
 * status and presence go into the cache, the other side's typing into `typing`. A message from the
 * other side is marked read at once (the conversation is on screen). After a reconnection the
 * conversation is fetched again, for what was missed meanwhile.
 */
export function useSupportLive({
  conversationUuid,
  queryKey,
  side,
  enabled = true,
  onEvent,
  createSocket,
}: {
  conversationUuid: string;
  queryKey: QueryKey;
  side: SupportRoomRole;
  enabled?: boolean;
  onEvent?: (event: SupportLiveEvent) => void;
  createSocket?: (url: string) => LiveSocket;
}): SupportLive {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  const [typing, setTyping] = useState<{ name: string | null } | undefined>();
  const [presence, setPresence] = useState<SupportLive["presence"]>();
  const connection = useRef<SupportLiveConnection | null>(null);
  const latest = useRef({ queryKey, onEvent, createSocket });
  useEffect(() => {
    latest.current = { queryKey, onEvent, createSocket };
  });
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!enabled) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const key = JSON.parse(keyText) as QueryKey;
    const live = connectSupportLive({
      conversationUuid,
      ...(latest.current.createSocket ? { createSocket: latest.current.createSocket } : {}),
      onState: (next) => {
        setState(next);
        if (next !== "open") return;
        if (opened) void queryClient.invalidateQueries({ queryKey: key, exact: true });
        opened = true;
      },
      onEvent: (event) => {
        if (event.type === "typing") {
          if (event.role === side) return;
          clearTimeout(typingTimer);
          setTyping(event.typing ? { name: event.name } : undefined);
          if (event.typing) typingTimer = setTimeout(() => setTyping(undefined), TYPING_SHOWN_MS);
        } else {
          queryClient.setQueryData<SupportConversationDto>(key, (current) =>
            current ? applySupportEvent(current, event, side) : current,
          );
          if (event.type === "presence") {
            setPresence({ adminConnected: event.adminConnected, userConnected: event.userConnected });
          }
          if (event.type === "message" && sideOfAuthor(event.message.author) !== side) {
            clearTimeout(typingTimer);
            setTyping(undefined);
            live.send({ type: "read" });
          }
          if (event.type === "read" && event.role === side) {
            void queryClient.invalidateQueries({ queryKey: supportUnreadKey });
          }
        }
        latest.current.onEvent?.(event);
      },
    });
    connection.current = live;
    return () => {
      clearTimeout(typingTimer);
      connection.current = null;
      live.close();
      setTyping(undefined);
    };
  }, [conversationUuid, enabled, keyText, side, queryClient]);

  const sendTyping = useCallback((next: boolean) => {
    connection.current?.send({ type: "typing", typing: next });
  }, []);

  return { state, typing, presence, sendTyping };
}
