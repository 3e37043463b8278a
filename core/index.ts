/**
 * The core's one public entry: web and CLI import from here, never from the files behind it.
 * Read top to bottom it is the map of the core: ports and the backend contract, the SPEC rules
 * and policies, then the auth state and use-cases that drive them. Everything here is
 * framework-free; adapters implement the ports and the composition roots wire them.
 */

// Shared values and ports
export * from "./result/result";
export * from "./ports/clock.port";
export * from "./ports/random.port";
export * from "./ports/key-value-store.port";
export * from "./ports/device-fingerprint.port";
export * from "./ports/device-context.port";
export * from "./ports/cipher.port";
export * from "./ports/domain-probe.port";
export * from "./ports/realtime-socket.port";
export * from "./storage/storage-keys";

// Backend contract (SPEC §7)
export * from "./sso/api-result";
export * from "./sso/sso-api.port";
export * from "./sso/sso.schema";

// Validation rules (SPEC §5)
export * from "./validation/validation-error";
export * from "./validation/validation-keys";
export * from "./validation/input-normalization";
export * from "./validation/phone.rule";
export * from "./validation/email.rule";
export * from "./validation/password.rule";
export * from "./validation/confirm-password.rule";
export * from "./validation/auth-code.rule";
export * from "./validation/account-id.rule";
export * from "./validation/nickname.rule";
export * from "./validation/agreement.rule";
export * from "./validation/register-token.rule";
export * from "./validation/creator-form.rule";

// Error catalogue (SPEC §8)
export * from "./errors/response-codes";
export * from "./errors/message-keys";
export * from "./errors/reaction";
export * from "./errors/error-catalogue";

// Policies
export * from "./countdown/code-countdown";
export * from "./socket/chat-session";
export * from "./socket/reconnect-policy";
export * from "./socket/socket-frame.schema";
export * from "./callback/callback-url";
export * from "./locale/supported-locales";
export * from "./locale/resolve-locale";
export * from "./locale/page-title";
export * from "./query/app-query";
export * from "./query/remark";
export * from "./rules/device-type";
export * from "./rules/registration-type";
export * from "./rules/default-nickname";
export * from "./rules/display-name";
export * from "./rules/fingerprint-record";
export * from "./rules/token";

// Auth state and use-cases
export * from "./auth/auth-state";
export * from "./auth/use-case-failure";
export * from "./auth/identifier";
export * from "./auth/account-id-generator";
export * from "./auth/login.use-case";
export * from "./auth/send-code.use-case";
export * from "./auth/signup-verify.use-case";
export * from "./auth/signup.use-case";
export * from "./auth/forgot-password.use-case";
export * from "./auth/unlock.use-case";
export * from "./auth/logout.use-case";
export * from "./auth/post-login-target";

// Hand-off, host entrance, content, creator
export * from "./external/one-time-auth.use-case";
export * from "./host/admin-origin";
export * from "./host/host-entrance.use-case";
export * from "./host/callback-origins.use-case";
export * from "./content/countries.use-case";
export * from "./content/registration-type.use-case";
export * from "./content/announcements.use-case";
export * from "./content/android-version.use-case";
export * from "./creator/creator-login-required";
export * from "./creator/submit-creator-application.use-case";
export * from "./creator/creator-application-status.use-case";
