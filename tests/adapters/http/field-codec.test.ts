import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  base64FromUtf8,
  createFieldCodec,
  fieldEncodingFrom,
  utf8FromBase64,
} from "../../../adapters/http/field-codec";

describe("field codec", () => {
  it("encodes as standard base64 of UTF-8, the same bytes Node produces", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(base64FromUtf8(text)).toBe(Buffer.from(text, "utf8").toString("base64"));
        expect(utf8FromBase64(base64FromUtf8(text))).toBe(text);
      }),
    );
  });

  it("rewrites only phone, phoneNo, email, password and newPassword", () => {
    const codec = createFieldCodec("base64");
    const out = codec.encodeFields({
      phone: "1",
      phoneNo: "2",
      email: "e",
      password: "p",
      newPassword: "n",
      country: "CN",
      authCode: "123456",
    });
    expect(out).toEqual({
      phone: "MQ==",
      phoneNo: "Mg==",
      email: "ZQ==",
      password: "cA==",
      newPassword: "bg==",
      country: "CN",
      authCode: "123456",
    });
  });

  it("leaves non-string sensitive values alone rather than guessing", () => {
    expect(createFieldCodec().encodeFields({ phone: 123, email: undefined })).toEqual({
      phone: 123,
      email: undefined,
    });
  });

  it("passes values through in plain mode", () => {
    const codec = createFieldCodec("plain");
    expect(codec.encoding).toBe("plain");
    expect(codec.encodeFields({ password: "x y" })).toEqual({ password: "x y" });
  });

  it("decodes invalid base64 or invalid UTF-8 to null", () => {
    expect(utf8FromBase64("!!!")).toBeNull();
    expect(utf8FromBase64(Buffer.from([0xff, 0xfe]).toString("base64"))).toBeNull();
  });

  it("reads configuration names, falling back to base64", () => {
    expect(fieldEncodingFrom("plain")).toBe("plain");
    expect(fieldEncodingFrom("rot13")).toBe("base64");
    expect(fieldEncodingFrom(undefined)).toBe("base64");
  });
});
