import { randomInt } from "node:crypto";
import type { AndroidVersion, Announcement, Country } from "../../../core/sso/sso.schema";
import { ANDROID_VERSION, ANNOUNCEMENTS } from "../data/announcements";
import { COUNTRIES } from "../data/countries";
import { localeFromAcceptLanguage } from "../../host/server-messages";
import { ok, type ApiReply, type ApiRequest } from "./api-request";

/** Country names in the caller's language via ICU, sorted the way that language sorts. */
export function getCountryList(req: ApiRequest): ApiReply {
  const locale = localeFromAcceptLanguage(req.headers["accept-language"]);
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const collator = new Intl.Collator(locale);
  const list: Country[] = COUNTRIES.map(([regionCode, callingCode]) => ({
    countryName: names.of(regionCode) ?? regionCode,
    countryCode: `+${callingCode}`,
    regionCode,
  }));
  // The home market first, as the default country (CN) is what most users pick.
  const [first, ...rest] = list;
  const sorted = first
    ? [first, ...rest.sort((a, b) => collator.compare(a.countryName, b.countryName))]
    : list;
  return ok(req, sorted);
}

export function registrationType(req: ApiRequest): ApiReply {
  return ok(req, req.state.config.registrationType);
}

export function androidVersion(req: ApiRequest): ApiReply {
  const data: AndroidVersion = {
    ...ANDROID_VERSION,
    downloadUrl: `${req.origin}/download/lumen-${ANDROID_VERSION.versionName}.apk`,
    updateContent: req.t("updateContent"),
    forceUpdate: false,
  };
  return ok(req, data);
}

/** Default: an origin nothing listens on (port 9, discard), then this server, so the probe's fallback is exercised. */
export function adminDomains(req: ApiRequest): ApiReply {
  return ok(req, req.state.config.adminDomains ?? ["http://127.0.0.1:9", req.origin]);
}

export function announcements(req: ApiRequest): ApiReply {
  const list: Announcement[] = ANNOUNCEMENTS.map((a) => ({
    id: a.id,
    title: req.t(a.title),
    content: req.t(a.content),
    createdAt: a.createdAt,
  }));
  return ok(req, list);
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A free account ID: "u" + 9 random letters/digits (10 chars, inside 5–18), retried on collision. */
export function generateRandomUsername(req: ApiRequest): ApiReply {
  for (;;) {
    let id = "u";
    for (let i = 0; i < 9; i += 1) id += ALPHABET[randomInt(0, ALPHABET.length)];
    if (!req.state.accounts.byUsername(id)) return ok(req, id);
  }
}
