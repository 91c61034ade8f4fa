/**
 * Content script on the panel's origins: announces that PremiumHub Access is installed, and its
 * version (DESIGN.md, "Hello"). Nothing secret: any page script could post the same.
 * The Access extension reports no conflicts itself; the Session Helper does.
 */
import { VERSION } from "../shared/config.ts";
import { onHelloRequest, postHello } from "../shared/hello.ts";

const announce = () => postHello("core", VERSION, []);
onHelloRequest(announce);
announce();
