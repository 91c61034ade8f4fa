/**
 * The API's operations as types, for its clients (decision 072): what each `METHOD /path` takes
 * and answers, read from `openapi.generated.ts`, which the operation definitions generate. Types,
 * but for `fillPath`, which every client needs to put path parameters into a path.
 */
import type { ErrorCode } from "../messages.ts";
import type { ListMeta } from "./envelope.ts";
import type { paths } from "./openapi.generated.ts";

export type ApiMethod = "get" | "post" | "put" | "delete" | "patch";

/** Every documented path, `/api` included, written as in the document: `/api/services/{uuid}`. */
export type ApiPath = keyof paths;

/** The operation of `method` on `path` (`never` when the path has none). */
export type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;

/** The paths that have an operation of `method`. */
export type PathsOf<M extends ApiMethod> = {
  [P in ApiPath]: [Operation<P, M>] extends [never] ? never : P;
}[ApiPath];

type OperationParameters<O> = O extends { parameters: infer R } ? R : never;

/** The path parameters an operation names in its path (`never` when it has none). */
export type PathParams<O> = OperationParameters<O> extends { path: infer R } ? R : never;

/** The query an operation reads (`never` when it reads none). */
export type QueryParams<O> = OperationParameters<O> extends { query?: infer R } ? Exclude<R, undefined> : never;

/** The JSON body an operation takes (`never` when it takes none). */
export type JsonBody<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? B : never;

/** Whether an operation takes a multipart form (sent as `FormData`). */
export type TakesForm<O> = O extends { requestBody: { content: { "multipart/form-data": unknown } } } ? true : false;

type SuccessEnvelope<R> = R extends { content: { "application/json": infer E } } ? E : never;

/** The JSON envelope of an operation's success (its 200, 201 or 202 answer). */
export type SuccessJson<O> = O extends { responses: infer R }
  ? R extends { 200: infer A }
    ? SuccessEnvelope<A>
    : R extends { 201: infer A }
      ? SuccessEnvelope<A>
      : R extends { 202: infer A }
        ? SuccessEnvelope<A>
        : never
  : never;

/** The `data` of an operation's success envelope. */
export type SuccessData<O> = SuccessJson<O> extends { data: infer D } ? D : never;

/** What a client gets from a successful call: the envelope's `data`, and `meta` on one page of a list. */
export type ApiAnswer<O> =
  SuccessJson<O> extends { meta: unknown }
    ? { data: SuccessData<O>; meta: ListMeta }
    : { data: SuccessData<O>; meta?: ListMeta };

/** The `data` that `METHOD path` answers with, e.g. `ApiData<"/api/users/me", "get">`. */
export type ApiData<P extends ApiPath, M extends ApiMethod = "get"> = SuccessData<Operation<P, M>>;

/** The JSON body that `METHOD path` takes, e.g. `ApiBody<"/api/vouchers", "post">`. */
export type ApiBody<P extends ApiPath, M extends ApiMethod> = JsonBody<Operation<P, M>>;

/**
 * The code of a failure a client sees: one of the API's error catalogue (`ERROR_CODES` in
 * messages.ts), or one a client gives itself when no envelope came back (`NETWORK`, `HTTP_502`, …).
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode;
export type ClientErrorCode = "NETWORK" | "NETWORK_ERROR" | "BAD_RESPONSE" | `HTTP_${number}`;

/**
 * The request parts of an operation that a caller gives: `path` for its path parameters, `query`,
 * and `json` for a JSON body; each present only if the operation has it, and required when it is.
 */
export type RequestParts<O> = ([PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> }) &
  ([QueryParams<O>] extends [never]
    ? { query?: never }
    : object extends QueryParams<O>
      ? { query?: QueryParams<O> }
      : { query: QueryParams<O> }) &
  ([JsonBody<O>] extends [never] ? { json?: never } : { json: JsonBody<O> });

/** Whether every part of `RequestParts<O>` may be left out (so the options argument may be too). */
export type PartsOptional<O> = object extends RequestParts<O> ? true : false;

/** `path` with its `{name}` parameters filled in from `params`, each URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return params ? path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name]))) : path;
}
