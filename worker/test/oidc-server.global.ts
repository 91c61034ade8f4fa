import { OAuth2Server } from "oauth2-mock-server";
import type { TestProject } from "vitest/node";

export const OIDC_EMAIL = "google-user@example.com";

/**
 * Plays Google for the sign-in tests: a local OpenID Connect provider (discovery, JWKS,
 * authorization with PKCE, token endpoint) started in Node before the workerd tests run.
 */
export default async function setup(project: TestProject) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token) => {
    token.payload.email = OIDC_EMAIL;
    token.payload.email_verified = true;
    token.payload.name = "Google User";
    token.payload.sub = "google-sub-123";
  });
  await server.start(0, "127.0.0.1");
  project.provide("oidcIssuer", server.issuer.url as string);
  return async () => {
    await server.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}
