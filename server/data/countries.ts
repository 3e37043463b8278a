/**
 * Regions offered by /sso/getCountryList: ISO 3166-1 alpha-2 region code and ITU calling code.
 * Names are not stored: they come from Intl.DisplayNames in the caller's language, so every
 * locale gets native names without a translation table to keep in sync.
 */
export const COUNTRIES: readonly (readonly [regionCode: string, callingCode: string])[] = [
  ["CN", "86"], ["HK", "852"], ["MO", "853"], ["TW", "886"], ["JP", "81"], ["KR", "82"],
  ["SG", "65"], ["MY", "60"], ["TH", "66"], ["VN", "84"], ["ID", "62"], ["PH", "63"],
  ["KH", "855"], ["LA", "856"], ["MM", "95"], ["BN", "673"], ["MN", "976"], ["IN", "91"],
  ["PK", "92"], ["BD", "880"], ["LK", "94"], ["NP", "977"], ["KZ", "7"], ["UZ", "998"],
  ["AE", "971"], ["SA", "966"], ["QA", "974"], ["KW", "965"], ["BH", "973"], ["OM", "968"],
  ["IL", "972"], ["TR", "90"], ["IR", "98"], ["RU", "7"], ["UA", "380"], ["BY", "375"],
  ["GB", "44"], ["IE", "353"], ["DE", "49"], ["FR", "33"], ["IT", "39"], ["ES", "34"],
  ["PT", "351"], ["NL", "31"], ["BE", "32"], ["LU", "352"], ["CH", "41"], ["AT", "43"],
  ["SE", "46"], ["NO", "47"], ["DK", "45"], ["FI", "358"], ["IS", "354"], ["PL", "48"],
  ["CZ", "420"], ["SK", "421"], ["HU", "36"], ["RO", "40"], ["BG", "359"], ["GR", "30"],
  ["HR", "385"], ["RS", "381"], ["SI", "386"], ["EE", "372"], ["LV", "371"], ["LT", "370"],
  ["US", "1"], ["CA", "1"], ["MX", "52"], ["BR", "55"], ["AR", "54"], ["CL", "56"],
  ["CO", "57"], ["PE", "51"], ["VE", "58"], ["AU", "61"], ["NZ", "64"], ["ZA", "27"],
  ["EG", "20"], ["NG", "234"], ["KE", "254"], ["GH", "233"], ["MA", "212"], ["ET", "251"],
];

export function callingCodeOf(regionCode: string): string | undefined {
  const upper = regionCode.toUpperCase();
  return COUNTRIES.find(([region]) => region === upper)?.[1];
}
