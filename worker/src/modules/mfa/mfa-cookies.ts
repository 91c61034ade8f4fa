import { signedDeviceCookie } from "../../lib/device-cookie.ts";

export const SECOND_FACTOR_DEVICE_COOKIE = "mfa_device";

/**
 * After an admin passes the second factor, the browser keeps a signed cookie saying so: the
 * account-wide count of wrong codes, which someone holding the password can run up from anywhere,
 * never locks the owner out of a browser that passed before (issue 41, decision 053).
 */
const secondFactorDevice = signedDeviceCookie(SECOND_FACTOR_DEVICE_COOKIE, "mfa-device", (userId) => userId);
export const rememberSecondFactor = secondFactorDevice.remember;
export const passedSecondFactorBefore = secondFactorDevice.isRemembered;
