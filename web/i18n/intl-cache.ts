/**
 * Intl formatters, made once per locale and options. Constructing one is expensive (ICU data is
 * looked up each time; the cost measured is in docs/performance-log.md), while using
 * one is cheap, so screens must not build them on every render.
 */
function cached<O, F>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = JSON.stringify([locale, options]);
    const hit = made.get(key);
    if (hit !== undefined) return hit;
    const format = make(locale, options);
    made.set(key, format);
    return format;
  };
}

export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
