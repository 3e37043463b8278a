// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuthState } from "../../../core/auth/auth-state";
import { useMember } from "../../../web/components/member/use-member";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";
import { testI18n } from "../../support/test-i18n";

let i18n: i18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

function memberOf(user: Record<string, unknown>) {
  const auth = new AuthState(new MemoryKeyValueStore());
  auth.user.value = { id: 1, ...user };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useMember(auth), { wrapper }).result.current;
}

describe("useMember", () => {
  it("shows the phone grouped as its country writes it (#/mine), not +8613800138000", () => {
    expect(memberOf({ phone: "+8613800138000" }).phone).toBe("+86 138 0013 8000");
    expect(memberOf({ mobile: "+79123456789" }).phone).toBe("+7 912 345-67-89");
    expect(memberOf({}).phone).toBeNull();
  });

  it("groups a name that is a phone number (the menu shows the name), and leaves other names alone", () => {
    expect(memberOf({ nickname: "+819012345678" }).name).toBe("+81 90-1234-5678");
    expect(memberOf({ nickname: "Ada +1" }).name).toBe("Ada +1");
    expect(memberOf({ username: "13800138000" }).name).toBe("13800138000");
  });
});
