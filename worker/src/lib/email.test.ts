import { expect, it } from "vitest";
import { canonicalEmail } from "./email.ts";

it("canonicalises Gmail dots and plus-tags, leaves other domains' dots", () => {
  expect(canonicalEmail("J.Doe+promo@GMail.com")).toBe("jdoe@gmail.com");
  expect(canonicalEmail("j.doe@googlemail.com")).toBe("jdoe@gmail.com");
  expect(canonicalEmail("j.doe+x@outlook.com")).toBe("j.doe@outlook.com");
  expect(canonicalEmail("j.doe+x@example.com")).toBe("j.doe+x@example.com");
});
